// `npm test`: the whole suite, phase after phase (type check, lint, format, unit tests, then the
// build and the browser tests), stopping at the first failure. At the end it prints how long each
// phase took, so a slowdown shows in the log; `.ci/run` passes CI_STARTED_AT to count the install.
import { spawnSync } from 'node:child_process';
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
const phases = [
  ['check › typecheck', 'typecheck'],
  ['check › lint', 'lint'],
  ['check › format', 'format:check'],
  ['unit', 'test:unit'],
  // Builds, serves and walks the site; it records its own build, server and per-spec phases.
  ['e2e (build, serve, browser tests)', 'test:e2e'],
];

let failed;
for (const [phase, script] of phases) {
  const start = performance.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit', env: process.env });
  recordTiming(phase, (performance.now() - start) / 1000);
  if (result.status !== 0) {
    failed = phase;
    break;
  }
}
recordTiming('total', (Date.now() - started) / 1000 + (installedIn ?? 0));

console.log(`\nWhere the time went${failed ? ` (stopped: ${failed} failed)` : ''}:`);
console.log(formatTimings(readTimings(process.env.TIMINGS_FILE)));
process.exit(failed ? 1 : 0);
