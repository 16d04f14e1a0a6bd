// After `next build`, bundles the production server (src/server/productionServer.ts) into
// `.next/production-server.mjs`, which `npm start` runs; packages stay external (node_modules).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const common = {
  bundle: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [path.join(root, 'src', 'server', 'productionServer.ts')],
  outfile: path.join(root, '.next', 'production-server.mjs'),
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
});
