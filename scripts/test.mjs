// `npm test`: the whole suite, phase after phase (the checks, the unit tests, then the build and
// the browser tests), stopping at the first phase that fails. At the end it prints how long each
// phase took, so a slowdown shows in the log; `.ci/run` passes CI_STARTED_AT to count the install.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTimings, readTimings, recordTiming } from './timings.mjs';

const started = Date.now();
process.env.TIMINGS_FILE = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'timings-')),
  'run.jsonl',
);
const installedIn = process.env.CI_STARTED_AT
  ? started / 1000 - Number(process.env.CI_STARTED_AT)
  : undefined;
if (installedIn !== undefined && installedIn >= 0) recordTiming('install', installedIn);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsx = path.join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs `npm run <script>` with the output on this terminal; resolves to whether it passed. */
function runScript(phase, script) {
  const start = performance.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit', env: process.env });
  recordTiming(phase, (performance.now() - start) / 1000);
  return result.status === 0;
}

/**
 * Runs several `npm run` scripts at once, each with its output held back and printed whole when
 * it ends (so the log reads as if they ran one after another). The type checker, the linter and
 * the formatter each use one core: side by side on two cores they take the time of the longest,
 * not of all three.
 */
async function runTogether(group, entries) {
  const start = performance.now();
  const outcomes = await Promise.all(
    entries.map(
      ([phase, script]) =>
        new Promise((resolve) => {
          const began = performance.now();
          const child = spawn(npm, ['run', script], { env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            recordTiming(phase, (performance.now() - began) / 1000);
            process.stdout.write(Buffer.concat(output));
            resolve(code === 0);
          });
        }),
    ),
  );
  recordTiming(group, (performance.now() - start) / 1000, { note: 'side by side' });
  return outcomes.every(Boolean);
}

const phases = [
  [
    'check',
    () =>
      // The demo registries first: the linter and the formatter read what the type check writes.
      spawnSync(process.execPath, [tsx, 'scripts/generate-demos.ts'], { stdio: 'inherit' })
        .status === 0 &&
      runTogether('check', [
        ['check › typecheck', 'typecheck'],
        ['check › lint', 'lint'],
        ['check › format', 'format:check'],
      ]),
  ],
  ['unit', () => runScript('unit', 'test:unit')],
  // Builds, serves and walks the site; it records its own build, server and per-spec phases.
  ['e2e', () => runScript('e2e (build, serve, browser tests)', 'test:e2e')],
];

let failed;
for (const [phase, run] of phases) {
  if (!(await run())) {
    failed = phase;
    break;
  }
}
recordTiming('total', (Date.now() - started) / 1000 + (installedIn ?? 0));

console.log(`\nWhere the time went${failed ? ` (stopped: ${failed} failed)` : ''}:`);
console.log(formatTimings(readTimings(process.env.TIMINGS_FILE)));
process.exit(failed ? 1 : 0);
