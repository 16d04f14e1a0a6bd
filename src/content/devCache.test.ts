import { afterEach, describe, expect, it, vi } from 'vitest';

/** The content module as a process in that mode loads it (the cache is chosen at load). */
async function contentModule(mode: 'development' | 'production') {
  vi.stubEnv('NODE_ENV', mode);
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('compiled pages in next dev', () => {
  it('are compiled once while their text is unchanged', async () => {
    const { loadPage } = await contentModule('development');
    const first = await loadPage('/x/introduction/licensing', 'en');
    const second = await loadPage('/x/introduction/licensing', 'en');
    expect(first?.toc.length).toBeGreaterThan(0);
    expect(second?.content).toBe(first?.content);
    // Another language is another compile (its links and fallback notice differ).
    const chinese = await loadPage('/x/introduction/licensing', 'zh');
    expect(chinese?.content).not.toBe(first?.content);
  });

  it('are compiled on every call outside development (a build renders each page once)', async () => {
    const { loadPage } = await contentModule('production');
    const first = await loadPage('/x/introduction/licensing', 'en');
    const second = await loadPage('/x/introduction/licensing', 'en');
    expect(second?.content).not.toBe(first?.content);
  });
});
