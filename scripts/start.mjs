// `npm start`: builds the site when there is no build yet, then serves it (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, hasBuild, root } from './lib.mjs';

if (!hasBuild() || process.argv.includes('--build')) build();

const port = process.env.PORT || '3000';
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
