import { AD } from '@/constants';
import type { AdKind, AdShape, Random } from './decisions';

/**
 * What the slot reports (SPEC §7), as pure functions: these run with the slot from its first
 * render, while the flow that decides what it shows (decisions.ts, adFlow.ts) comes after.
 */

/** Whether a display event is reported for this view (SPEC §7: 1 in 10 by default). */
export function sampleDisplay(random: Random, rate: number = AD.displaySampleRate): boolean {
  return random() < rate;
}

/** The label of every ad event: `<kind>-<placement>-<shape>`, e.g. `in-house-adblock-top-image`. */
export function adLabel(kind: AdKind, placement: string, shape: AdShape): string {
  return `${kind}-${placement}-${shape}`;
}

/**
 * Reports a display once the slot has been visible for `delayMs` (2,500 ms) without a break.
 * Feed it visibility changes; `schedule`/`cancel` are setTimeout/clearTimeout in the page.
 */
export function createDisplayTracker({
  onDisplay,
  delayMs = AD.displayEventDelayMs,
  schedule = setTimeout,
  cancel = clearTimeout,
}: {
  onDisplay: () => void;
  delayMs?: number;
  schedule?: (callback: () => void, ms: number) => unknown;
  cancel?: (handle: never) => void;
}) {
  let timer: unknown;
  let done = false;
  return {
    setVisible(visible: boolean) {
      if (done) return;
      if (timer !== undefined) cancel(timer as never);
      timer = undefined;
      if (!visible) return;
      timer = schedule(() => {
        done = true;
        onDisplay();
      }, delayMs);
    },
    stop() {
      if (timer !== undefined) cancel(timer as never);
      done = true;
    },
  };
}
