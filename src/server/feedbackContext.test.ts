import { describe, expect, it } from 'vitest';
import { feedbackContext } from './feedbackContext';

describe('feedbackContext', () => {
  it('lists the pages once, not on every request', () => {
    let listed = 0;
    const listPages = () => {
      listed += 1;
      return ['/x/introduction'];
    };
    const context = feedbackContext(listPages);
    expect(context.isPage('/x/introduction')).toBe(true);
    expect(context.isPage('/x/nope')).toBe(false);
    expect(feedbackContext(listPages)).toBe(context);
    expect(listed).toBe(1);
  });
});
