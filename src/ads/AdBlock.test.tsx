// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD } from '@/constants';
import { AdBlock } from './AdBlock';
import { AdConfigProvider } from './AdConfigProvider';

vi.mock('@/analytics', () => ({ sendEvent: vi.fn() }));
const labels = {
  region: 'Advertisement',
  adBy: 'Ad by',
  label: 'an advertiser',
  appealTitle: 'Support us',
  appeal: 'Please allow ads.',
};

const slot = (container: HTMLElement) => container.querySelector('aside')!;

beforeEach(() => {
  vi.useFakeTimers();
  // A reader's browser: jsdom's own user agent reads as a bot, which gets no ad at all.
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders the slot and lets its start-up (the bot check is a dynamic import) finish. */
async function renderSlot(scriptUrl?: string) {
  await import('./bots');
  const rendered = render(
    <AdConfigProvider value={{ shape: 'image', displaySampleRate: 0 }}>
      <AdBlock placement="top" scriptUrl={scriptUrl} labels={labels} />
    </AdConfigProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return rendered;
}

describe('AdBlock', () => {
  it('shows the in-house ad at once when no ad network is configured, never the blocker path', async () => {
    const { container } = await renderSlot(undefined);
    expect(slot(container).dataset.adKind).toBe('in-house');
    expect(slot(container).getAttribute('aria-label')).toBe('Advertisement');
    expect(slot(container).textContent).toContain('Ad by MUI');
    expect(container.querySelector('script')).toBeNull();
    // Nothing changes while the network would have been polled.
    await act(() => vi.advanceTimersByTimeAsync(AD.pollIntervalMs * AD.pollMaxTries));
    expect(slot(container).dataset.adKind).toBe('in-house');
  });

  it('takes the blocker path when a configured network never loads', async () => {
    const { container } = await renderSlot('https://ads.example.test/network.js');
    expect(container.querySelector('script')?.getAttribute('src')).toBe(
      'https://ads.example.test/network.js',
    );
    await act(() => vi.advanceTimersByTimeAsync(AD.pollIntervalMs * AD.adblockAssumedAfterPolls));
    expect(slot(container).dataset.adKind).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(AD.pollIntervalMs));
    expect(slot(container).dataset.adKind).toMatch(/^(in-house-adblock|adblock-appeal)$/);
  });
});
