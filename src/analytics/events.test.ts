import { afterEach, describe, expect, it } from 'vitest';
import { sendEvent } from './events';

const global = globalThis as { gtag?: unknown };

describe('sendEvent', () => {
  afterEach(() => {
    delete global.gtag;
  });

  it('calls gtag with the category and label', () => {
    const calls: unknown[][] = [];
    global.gtag = (...args: unknown[]) => calls.push(args);
    sendEvent({ category: 'ad', action: 'click', label: 'in-house-top-image' });
    expect(calls).toEqual([
      ['event', 'click', { event_category: 'ad', event_label: 'in-house-top-image' }],
    ]);
  });

  it('does nothing without gtag, and survives a throwing one', () => {
    expect(() => sendEvent({ category: 'ad', action: 'display' })).not.toThrow();
    global.gtag = () => {
      throw new Error('blocked');
    };
    expect(() => sendEvent({ category: 'ad', action: 'display' })).not.toThrow();
  });
});
