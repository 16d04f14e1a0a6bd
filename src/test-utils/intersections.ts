// A stand-in for IntersectionObserver (jsdom has none): elements come into view when the test
// says so. `vi.unstubAllGlobals()` removes it.
import { vi } from 'vitest';

export function fakeIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The elements observed and not let go since. */
    observed: () => observers.flatMap(({ targets }) => targets),
    /**
     * Reports every observed element with `ratio` of it in view. `edge`: out of view but touching
     * the viewport's edge (a closed drawer), which browsers report as intersecting at ratio 0.
     */
    report(ratio: number, edge = false) {
      for (const { callback, targets } of observers) {
        const records = targets.map(
          (target) =>
            ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 || edge }) as never,
        );
        if (records.length) callback(records, {} as IntersectionObserver);
      }
    },
  };
}
