// Stands in for a slower CI host: keeps one core busy with a CPU-bound process while it runs
// `.ci/run` (or, with --e2e-only, the end-to-end phase on the existing build) several times in a
// row, and prints how long each run took. Run it from a fresh clone:
//   git clone . /tmp/ci-slow && cd /tmp/ci-slow && node scripts/ci-slow.mjs --runs=3
// After one such run, `--e2e-only --no-build` repeats the end-to-end phase on its build.
import { spawn, spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', '3'));
const e2eOnly = process.argv.includes('--e2e-only');
// With --e2e-only: every run reuses the build already there (after a `.ci/run`, say).
const reuseBuild = process.argv.includes('--no-build');

// A busy loop: one core fully taken for the whole run, as another tenant of the host would.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    // The first e2e-only run builds (unless --no-build); the next ones reuse that build.
    const [command, args] = e2eOnly
      ? ['node', ['scripts/e2e.mjs', ...(run > 1 || reuseBuild ? ['--no-build'] : [])]]
      : ['bash', ['.ci/run']];
    console.log(`\n=== run ${run}/${runs}: ${command} ${args.join(' ')} (one core kept busy) ===`);
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
    });
    results.push({ run, ok: result.status === 0, minutes: (Date.now() - started) / 60_000 });
  }
} finally {
  stopBusy();
}

console.log('\nRuns with one core kept busy:');
for (const { run, ok, minutes } of results)
  console.log(`  run ${run}: ${ok ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
