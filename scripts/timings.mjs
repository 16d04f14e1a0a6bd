// Phase durations of a test run, collected in one JSON-lines file (TIMINGS_FILE) by the scripts
// and the Playwright reporter that run each phase, and printed as a table at the end of `npm test`.
import fs from 'node:fs';

/** Appends `{ phase, seconds, ... }` to the run's timings file, when there is one. */
export function recordTiming(phase, seconds, extra = {}) {
  const file = process.env.TIMINGS_FILE;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ phase, seconds, ...extra })}\n`);
}

/** Runs `work` and records how long it took, also when it throws. */
export async function timed(phase, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordTiming(phase, (performance.now() - started) / 1000);
  }
}

export function readTimings(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return whole >= 60
    ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
    : `${whole} s`;
};

/** The table printed at the end of a run: one line a phase, indented by its depth (`a › b`). */
export function formatTimings(entries) {
  const width = Math.max(...entries.map((entry) => entry.phase.length), 10);
  return entries
    .map((entry) => {
      const note = entry.note ? `  ${entry.note}` : '';
      return `  ${entry.phase.padEnd(width)}  ${clock(entry.seconds).padStart(10)}${note}`;
    })
    .join('\n');
}
