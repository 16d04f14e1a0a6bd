// Helpers shared by the start, e2e and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import chromium from './chromium.json' with { type: 'json' };

export const root = path.resolve(import.meta.dirname, '..');
// Debian's Chromium and the flags every browser run here uses (shared with playwright.config.ts).
export const CHROMIUM = process.env.CHROMIUM_PATH || chromium.executablePath;
export const CHROMIUM_ARGS = chromium.args;

/** The environment of child processes, read when each starts (callers may set variables first). */
export const childEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: childEnv(),
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Installs Debian's Chromium when it is missing (tests and benchmarks need it; downloads of other browsers fail here). */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package.`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

/** The production server, bundled after `next build` (scripts/bundle.mjs). */
export const SERVER_BUNDLE = path.join(root, '.next', 'production-server.mjs');

const APP = path.join(root, '.next', 'server', 'app');

/**
 * The pages the build prerendered, with their public URLs: `{ url, file, language }`, English
 * without a prefix (`/x/introduction/`), Chinese under `/zh/`.
 */
export function prerenderedPages() {
  const pages = [];
  for (const language of ['en', 'zh']) {
    const prefix = language === 'en' ? '' : '/zh';
    const home = path.join(APP, `${language}.html`);
    if (fs.existsSync(home)) pages.push({ url: `${prefix}/`, file: home, language });
    for (const page of htmlUnder(language, prefix)) pages.push({ ...page, language });
  }
  return pages;
}

/** The playground's pages (`/playground/x/react-charts/BarBasic/`), built once, in no language. */
export function playgroundPages() {
  return htmlUnder('playground', '/playground');
}

/** `{ url, file }` of each HTML file under `.next/server/app/<folder>`, its URL under `prefix`. */
function htmlUnder(folder, prefix) {
  const pages = [];
  const base = path.join(APP, folder);
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const route = path
          .relative(base, full)
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/');
        pages.push({ url: `${prefix}/${route}/`, file: full });
      }
    }
  };
  if (fs.existsSync(base)) walk(base);
  return pages;
}

export function hasBuild() {
  return fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(SERVER_BUNDLE);
}

/** `npm run build`: the demo registry and the API reference data, the site, its pages' code moved after their first paint, its server and worker, the pictures of first demos, the search index, the precompressed files. */
export function build() {
  run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate-demos.ts']);
  run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/generate-api.ts']);
  run(process.execPath, [nextBin, 'build']);
  run(process.execPath, ['scripts/defer-scripts.mjs']);
  run(process.execPath, ['scripts/csp-hashes.mjs']);
  run(process.execPath, ['scripts/bundle.mjs']);
  run(process.execPath, ['scripts/demo-snapshots.mjs']);
  run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/search-index.mts']);
  run(process.execPath, ['scripts/precompress.mjs']);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ends a child started with `detached: true` and everything it started (its process group). */
export function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Starts the production server (as `npm start` does) in its own process group and waits until it
 * answers. Returns its URL, its pid and a stop function that kills the whole group.
 */
export async function startServer(port, extraEnv = {}) {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: { ...childEnv(), NODE_ENV: 'production', PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.on('data', () => {});
  const stop = () => stopGroup(child);
  // A bound for a server that never comes up, not a wait: the loop ends at its first answer.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${port}/x/`);
      if (response.ok) return { url: `http://localhost:${port}`, stop, pid: child.pid };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the server did not answer within 120 s');
}

/**
 * Requests one page of each kind once, so the server has loaded every route's code before tests
 * (or a benchmark) measure it: the first request of a route costs far more than the next ones.
 */
export async function warmServer(url) {
  const started = performance.now();
  const paths = [
    '/',
    '/x/',
    '/x/react-data-grid/',
    '/x/api/data-grid/data-grid/',
    '/zh/x/react-charts/bars/',
    '/material-ui/react-button/',
    '/x/react-data-grid/sorting.md',
    '/llms.txt',
    '/sitemap.xml',
    '/x/no-such-page/',
  ];
  for (const path of paths) {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    if (response.status >= 500)
      throw new Error(`warming the server: ${path} answered ${response.status}`);
  }
  return (performance.now() - started) / 1000;
}
