import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The content module as a process in that mode and phase loads it (the cache is chosen at load),
 * with the compiler counted.
 */
async function contentModule(mode: 'development' | 'production', phase?: string) {
  vi.stubEnv('NODE_ENV', mode);
  if (phase) vi.stubEnv('NEXT_PHASE', phase);
  vi.resetModules();
  const compile = vi.fn();
  vi.doMock('@/markdown/compile', async (importOriginal) => {
    const actual = await importOriginal<typeof import('@/markdown/compile')>();
    compile.mockImplementation(actual.compileMarkdownSource);
    return { ...actual, compileMarkdownSource: compile };
  });
  return { ...(await import('./index')), compile };
}

afterEach(() => {
  vi.doUnmock('@/markdown/compile');
  vi.unstubAllEnvs();
  vi.resetModules();
});

const PAGE = '/x/introduction/licensing';

describe('compiled pages', () => {
  it('in next dev, are compiled once while their text is unchanged, for every language', async () => {
    const { loadPage, compile } = await contentModule('development');
    const english = await loadPage(PAGE, 'en');
    await loadPage(PAGE, 'en');
    // The Chinese page shows the English text (no translation yet): the same compiled body,
    // rendered with the Chinese page's components.
    const chinese = await loadPage(PAGE, 'zh');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(english?.toc.length).toBeGreaterThan(0);
    expect(chinese?.isFallback).toBe(true);
    expect(chinese?.toc).toEqual(english?.toc);
    expect(chinese?.content).not.toBe(english?.content);
  });

  it('in next build, are compiled once for the English page and its Chinese fallback', async () => {
    const { loadPage, compile } = await contentModule('production', 'phase-production-build');
    await loadPage(PAGE, 'en');
    await loadPage(PAGE, 'zh');
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('in the production server, are compiled on every call (its pages are prerendered)', async () => {
    const { loadPage, compile } = await contentModule('production');
    await loadPage(PAGE, 'en');
    await loadPage(PAGE, 'en');
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
