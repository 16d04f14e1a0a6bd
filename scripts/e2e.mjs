// `npm run test:e2e`: a fresh production build, served on a free port, tested by Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, ensureChromium, freePort, root, startServer } from './lib.mjs';

ensureChromium();
if (!process.argv.includes('--no-build')) build();
const port = await freePort();
const server = await startServer(port);
let status = 1;
try {
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: server.url } },
  );
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
