import { describe, expect, it } from 'vitest';
import {
  adblockKind,
  adLabel,
  chooseShape,
  pollNetwork,
  pollVerdict,
  sampleDisplay,
  sessionShape,
  type NetworkElement,
  type ScriptState,
  createDisplayTracker,
} from './decisions';

const always = (value: number) => () => value;

describe('the ad shape', () => {
  it('is inline with 20 % chance', () => {
    expect(chooseShape(always(0))).toBe('inline');
    expect(chooseShape(always(0.1999))).toBe('inline');
    expect(chooseShape(always(0.2))).toBe('image');
    expect(chooseShape(always(0.99))).toBe('image');
  });

  it('is decided once per session', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(sessionShape(storage, always(0.1))).toBe('inline');
    expect(sessionShape(storage, always(0.9))).toBe('inline');
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(sessionShape(blocked, always(0.9))).toBe('image');
  });
});

describe('after an ad blocker is assumed', () => {
  it('shows the appeal with 20 % chance, otherwise the in-house ad', () => {
    expect(adblockKind(always(0.19))).toBe('adblock-appeal');
    expect(adblockKind(always(0.2))).toBe('in-house-adblock');
  });
});

describe('pollVerdict', () => {
  it('shows the network ad as soon as it is there', () => {
    expect(pollVerdict(1, 'ad', 'loaded')).toBe('carbon');
  });

  it('replaces the placeholder backers link with the in-house ad', () => {
    expect(pollVerdict(2, 'placeholder', 'loaded')).toBe('in-house');
  });

  it('assumes an ad blocker after more than 6 empty polls when the script did not load', () => {
    for (const script of ['loading', 'failed'] as ScriptState[]) {
      for (let poll = 1; poll <= 6; poll += 1)
        expect(pollVerdict(poll, 'none', script)).toBe('wait');
      expect(pollVerdict(7, 'none', script)).toBe('adblock');
    }
  });

  it('keeps waiting for a loaded network up to 30 polls, then shows the in-house ad', () => {
    for (let poll = 1; poll < 30; poll += 1)
      expect(pollVerdict(poll, 'none', 'loaded')).toBe('wait');
    expect(pollVerdict(30, 'none', 'loaded')).toBe('in-house');
  });
});

describe('pollNetwork', () => {
  /** A fake clock: runs scheduled callbacks in time order. */
  function fakeClock() {
    let now = 0;
    const queue: { at: number; run: () => void }[] = [];
    return {
      schedule: (run: () => void, ms: number) => void queue.push({ at: now + ms, run }),
      runAll() {
        while (queue.length > 0) {
          queue.sort((a, b) => a.at - b.at);
          const next = queue.shift()!;
          now = next.at;
          next.run();
        }
      },
      get now() {
        return now;
      },
    };
  }

  function run(element: (poll: number) => NetworkElement, script: ScriptState) {
    const clock = fakeClock();
    let polls = 0;
    let result: { verdict: string; at: number } | null = null;
    pollNetwork(
      () => ({ element: element(++polls), script }),
      (verdict) => (result = { verdict, at: clock.now }),
      clock.schedule,
    );
    clock.runAll();
    return { result: result as { verdict: string; at: number } | null, polls };
  }

  it('polls every 500 ms and decides ad blocker at the 7th poll, 3.5 s in', () => {
    expect(run(() => 'none', 'failed')).toEqual({
      result: { verdict: 'adblock', at: 3500 },
      polls: 7,
    });
  });

  it('polls at most 30 times (15 s) for a loaded but empty network', () => {
    expect(run(() => 'none', 'loaded')).toEqual({
      result: { verdict: 'in-house', at: 15000 },
      polls: 30,
    });
  });

  it('stops at the first ad', () => {
    expect(run((poll) => (poll === 3 ? 'ad' : 'none'), 'loaded')).toEqual({
      result: { verdict: 'carbon', at: 1500 },
      polls: 3,
    });
  });

  it('stops when told to', () => {
    const clock = fakeClock();
    let polls = 0;
    const stop = pollNetwork(
      () => ({ element: 'none', script: 'loaded' }),
      () => undefined,
      (callback, ms) =>
        clock.schedule(() => {
          polls += 1;
          if (polls === 2) stop();
          callback();
        }, ms),
    );
    clock.runAll();
    expect(polls).toBe(2);
  });
});

describe('events', () => {
  it('samples displays at 0.1', () => {
    expect(sampleDisplay(always(0.0999))).toBe(true);
    expect(sampleDisplay(always(0.1))).toBe(false);
    expect(sampleDisplay(always(0.5), 1)).toBe(true);
  });

  it('labels every event with kind, placement and shape', () => {
    expect(adLabel('in-house-adblock', 'top', 'inline')).toBe('in-house-adblock-top-inline');
  });
});

describe('createDisplayTracker', () => {
  function clock() {
    let now = 0;
    let id = 0;
    const timers = new Map<number, { at: number; run: () => void }>();
    return {
      schedule: (run: () => void, ms: number) => {
        id += 1;
        timers.set(id, { at: now + ms, run });
        return id;
      },
      cancel: (handle: never) => void timers.delete(handle as unknown as number),
      advance(ms: number) {
        now += ms;
        for (const [key, timer] of [...timers]) {
          if (timer.at <= now) {
            timers.delete(key);
            timer.run();
          }
        }
      },
    };
  }

  it('reports once, after 2,500 ms on screen without a break', () => {
    const fake = clock();
    let displays = 0;
    const tracker = createDisplayTracker({
      onDisplay: () => (displays += 1),
      schedule: fake.schedule,
      cancel: fake.cancel,
    });
    tracker.setVisible(true);
    fake.advance(2499);
    expect(displays).toBe(0);
    tracker.setVisible(false); // Scrolled away: the count starts again.
    fake.advance(5000);
    expect(displays).toBe(0);
    tracker.setVisible(true);
    fake.advance(2500);
    expect(displays).toBe(1);
    tracker.setVisible(false);
    tracker.setVisible(true);
    fake.advance(10000);
    expect(displays).toBe(1);
  });
});
