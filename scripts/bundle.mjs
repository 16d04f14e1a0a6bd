// After `next build`, bundles the two programs that run outside Next's own bundles:
// - the production server (src/server/productionServer.ts) into `.next/production-server.mjs`,
//   which `npm start` runs; packages stay external (node_modules);
// - the service worker (src/service-worker/sw.ts) into `public/x/sw.js`, stamped with the build id
//   (a new build is a new worker) and the offline page's content hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const common = {
  bundle: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
};

// `--service-worker`: the worker alone (the end-to-end test republishes it as a new build).
const workerOnly = process.argv.includes('--service-worker');

if (!workerOnly)
  await build({
    ...common,
    entryPoints: [path.join(root, 'src', 'server', 'productionServer.ts')],
    outfile: path.join(root, '.next', 'production-server.mjs'),
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
  });

// SW_BUILD_ID overrides the build id (the end-to-end test uses it to publish a "new build").
const buildId =
  process.env.SW_BUILD_ID || fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
const offlineRevision = crypto
  .createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'public', 'offline.html')))
  .digest('hex')
  .slice(0, 16);
await build({
  ...common,
  entryPoints: [path.join(root, 'src', 'service-worker', 'sw.ts')],
  outfile: path.join(root, 'public', 'x', 'sw.js'),
  platform: 'browser',
  target: 'es2020',
  format: 'iife',
  minify: true,
  define: {
    'process.env.NODE_ENV': '"production"',
    SW_BUILD_ID: JSON.stringify(buildId),
    SW_OFFLINE_REVISION: JSON.stringify(offlineRevision),
  },
});
