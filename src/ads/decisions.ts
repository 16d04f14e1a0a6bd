import { AD } from '@/constants';

/**
 * The ad flow of SPEC §4 as pure functions. Randomness and time are passed in, so every rule is
 * tested exactly; the component only wires them to the DOM.
 */

/** What the slot shows; also its `data-ad-kind`. */
export type AdKind = 'carbon' | 'in-house' | 'in-house-adblock' | 'adblock-appeal' | 'none';
export type AdShape = 'inline' | 'image';
export type Random = () => number;

/** Inline with 20 % chance, otherwise the image shape. */
export function chooseShape(random: Random): AdShape {
  return random() < AD.inlineShapeChance ? 'inline' : 'image';
}

const SHAPE_KEY = 'docs-ad-shape';

/** The shape is decided once per browser session and kept in sessionStorage. */
export function sessionShape(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: Random,
): AdShape {
  try {
    const stored = storage?.getItem(SHAPE_KEY);
    if (stored === 'inline' || stored === 'image') return stored;
  } catch {
    // Storage blocked: decide for this page only.
  }
  const shape = chooseShape(random);
  try {
    storage?.setItem(SHAPE_KEY, shape);
  } catch {
    // Same.
  }
  return shape;
}

/** After an ad blocker is assumed: the in-house ad, or with 20 % chance the appeal message. */
export function adblockKind(random: Random): 'in-house-adblock' | 'adblock-appeal' {
  return random() < AD.adblockAppealChance ? 'adblock-appeal' : 'in-house-adblock';
}

/** What one poll of the ad network's slot found. */
export type NetworkElement = 'none' | 'ad' | 'placeholder';
/** Whether the network script loaded: a blocked or unconfigured network never loads. */
export type ScriptState = 'loading' | 'loaded' | 'failed';

export type PollVerdict = 'wait' | 'carbon' | 'in-house' | 'adblock';

/**
 * The verdict after poll number `poll` (1-based; one every 500 ms, at most 30). The network's ad
 * wins; its placeholder ("backers") link means no paid ad, so the in-house ad shows; after more
 * than 6 polls with nothing from a script that never loaded, an ad blocker is assumed; a network
 * that loaded but stays empty for all 30 polls gets the in-house ad.
 */
export function pollVerdict(
  poll: number,
  element: NetworkElement,
  script: ScriptState,
): PollVerdict {
  if (element === 'ad') return 'carbon';
  if (element === 'placeholder') return 'in-house';
  if (poll > AD.adblockAssumedAfterPolls && script !== 'loaded') return 'adblock';
  if (poll >= AD.pollMaxTries) return 'in-house';
  return 'wait';
}

/**
 * Polls `inspect` every 500 ms until a verdict; `schedule` is setTimeout in the page and a fake
 * clock in tests. Returns a function that stops polling.
 */
export function pollNetwork(
  inspect: () => { element: NetworkElement; script: ScriptState },
  onVerdict: (verdict: Exclude<PollVerdict, 'wait'>) => void,
  schedule: (callback: () => void, ms: number) => unknown = setTimeout,
): () => void {
  let stopped = false;
  let poll = 0;
  const tick = () => {
    if (stopped) return;
    poll += 1;
    const { element, script } = inspect();
    const verdict = pollVerdict(poll, element, script);
    if (verdict === 'wait') schedule(tick, AD.pollIntervalMs);
    else onVerdict(verdict);
  };
  schedule(tick, AD.pollIntervalMs);
  return () => {
    stopped = true;
  };
}

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
