import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';
import { recordTiming } from '../../scripts/timings.mjs';
import { FRAMES_STALLED } from './annotations';

/**
 * Records the time each spec file took (the sum of its tests, across workers) in the run's timings
 * file, so `npm test` can say where the end-to-end time went.
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, { seconds: number; tests: number }>();
  /** Tests during which the browser stopped painting their page (see tests/e2e/demoWalk.ts). */
  private readonly stalled: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.basename(test.location.file);
    const entry = this.files.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.files.set(file, entry);
    if (result.annotations.some((annotation) => annotation.type === FRAMES_STALLED))
      this.stalled.push(test.title);
  }

  onEnd(result: FullResult) {
    const sorted = [...this.files].sort(([, a], [, b]) => b.seconds - a.seconds);
    for (const [file, { seconds, tests }] of sorted) {
      recordTiming(`e2e › ${file}`, seconds, { note: `${tests} tests, worker time` });
    }
    if (this.stalled.length > 0) {
      recordTiming('e2e › pages the browser stopped painting', 0, {
        note: `${this.stalled.length}: ${this.stalled.join('; ')}`,
      });
    }
    if (result.status !== 'passed') recordTiming('e2e › status', 0, { note: result.status });
  }

  printsToStdio() {
    return false;
  }
}
