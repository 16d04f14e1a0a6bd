import { describe, expect, it } from 'vitest';
import { DemoFrameLazy } from './DemoFrameLazy';

describe('DemoFrameLazy', () => {
  it('is a function component, not a lazy object', () => {
    // Server components render it through a client reference, which React already resolves
    // lazily: a lazy object there is an invalid element type once hydration reaches it.
    expect(typeof DemoFrameLazy).toBe('function');
  });
});
