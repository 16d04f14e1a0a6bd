import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimings, readTimings, recordTiming, timed } from './timings.mjs';

const previous = process.env.TIMINGS_FILE;
afterEach(() => {
  process.env.TIMINGS_FILE = previous;
});

describe('timings of a test run', () => {
  it('records phases in the run file, also when a phase fails', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'timings-test-')), 'run.jsonl');
    process.env.TIMINGS_FILE = file;
    recordTiming('install', 83.4);
    await expect(
      timed('unit', () => {
        throw new Error('red');
      }),
    ).rejects.toThrow('red');
    recordTiming('e2e › demos.spec.ts', 61, { note: '300 tests, worker time' });
    const entries = readTimings(file);
    expect(entries.map((entry) => entry.phase)).toEqual(['install', 'unit', 'e2e › demos.spec.ts']);
    expect(entries[1].seconds).toBeGreaterThanOrEqual(0);
    expect(entries[2].note).toBe('300 tests, worker time');
  });

  it('records nothing without a run file', () => {
    delete process.env.TIMINGS_FILE;
    expect(() => recordTiming('install', 1)).not.toThrow();
    expect(readTimings('/no/such/file.jsonl')).toEqual([]);
  });

  it('prints one aligned line a phase, in minutes past a minute', () => {
    expect(
      formatTimings([
        { phase: 'install', seconds: 83.4 },
        { phase: 'e2e › demos.spec.ts', seconds: 7.6, note: '3 tests, worker time' },
      ]),
    ).toBe(
      [
        '  install              1 min 23 s',
        '  e2e › demos.spec.ts         8 s  3 tests, worker time',
      ].join('\n'),
    );
  });
});
