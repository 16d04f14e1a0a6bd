import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

describe('the code highlighter', () => {
  it('is one per process, even when its module is loaded again (next dev reloads, two bundles)', async () => {
    const first = await (await import('./highlighter')).getHighlighter();
    vi.resetModules();
    const again = await (await import('./highlighter')).getHighlighter();
    expect(again).toBe(first);
  });
});
