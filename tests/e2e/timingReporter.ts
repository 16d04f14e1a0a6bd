import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';
import { recordTiming } from '../../scripts/timings.mjs';
import { FRAMES_STALLED, PHASE } from './annotations';

/**
 * Records the time each spec file took (the sum of its tests, across workers) in the run's timings
 * file, so `npm test` can say where the end-to-end time went.
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, { seconds: number; tests: number }>();
  /** Tests during which the browser stopped painting their page (see tests/e2e/demoWalk.ts). */
  private readonly stalled: string[] = [];
  /** Per spec file, the time its tests spent in each named phase (see `phase` in fixtures.ts). */
  private readonly phases = new Map<string, Map<string, number>>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.basename(test.location.file);
    const entry = this.files.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.files.set(file, entry);
    if (result.annotations.some((annotation) => annotation.type === FRAMES_STALLED))
      this.stalled.push(test.title);
    for (const { type, description } of result.annotations) {
      const match = type === PHASE && /^(.+) (\d+)$/.exec(description ?? '');
      if (!match) continue;
      const phases = this.phases.get(file) ?? new Map<string, number>();
      phases.set(match[1], (phases.get(match[1]) ?? 0) + Number(match[2]) / 1000);
      this.phases.set(file, phases);
    }
  }

  onEnd(result: FullResult) {
    const sorted = [...this.files].sort(([, a], [, b]) => b.seconds - a.seconds);
    for (const [file, { seconds, tests }] of sorted) {
      const phases = [...(this.phases.get(file) ?? [])]
        .map(([name, phaseSeconds]) => `${name} ${Math.round(phaseSeconds)} s`)
        .join(', ');
      recordTiming(`e2e › ${file}`, seconds, {
        note: `${tests} tests, worker time${phases ? ` (${phases})` : ''}`,
      });
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
