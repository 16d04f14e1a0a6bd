// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdConfigProvider, DEFAULT_AD_CONFIG, useAdConfig } from '@/ads';
import { DocsConfigProvider, useDocsConfig } from '@/docs-config';
import { DocsThemeProvider } from './DocsThemeProvider';
import { useChangeTheme, useThemeDispatch, useThemeState } from './themeStore';

const root = document.documentElement;

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  root.removeAttribute('style');
  root.dir = 'ltr';
  root.setAttribute('data-mui-color-scheme', 'light');
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => clearCookies());

/** A new page: the store and its provider as freshly loaded modules (the state is the page's). */
async function freshTheme() {
  vi.resetModules();
  const [{ DocsThemeProvider: Provider }, store] = await Promise.all([
    import('./DocsThemeProvider'),
    import('./themeStore'),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;
  return { wrapper, ...store };
}

describe('providers outside their tree', () => {
  function Probe({ use }: { use: () => unknown }) {
    use();
    return null;
  }

  it.each([
    ['useThemeState', useThemeState, 'Forgot to wrap component in ThemeProvider'],
    ['useThemeDispatch', useThemeDispatch, 'Forgot to wrap component in ThemeProvider'],
    ['useChangeTheme', useChangeTheme, 'Forgot to wrap component in ThemeProvider'],
    ['useDocsConfig', useDocsConfig, 'useDocsConfig must be used inside a DocsConfigProvider'],
    ['useAdConfig', useAdConfig, 'useAdConfig must be used inside an AdConfigProvider'],
  ])('%s throws a clear message', (_, hook, message) => {
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe use={hook} />)).toThrow(message);
    } finally {
      console.error = silence;
    }
  });

  it('the config providers hand out their value', () => {
    const config = { versions: [] };
    const { result } = renderHook(() => useDocsConfig(), {
      wrapper: ({ children }) => <DocsConfigProvider value={config}>{children}</DocsConfigProvider>,
    });
    expect(result.current).toBe(config);
    const ad = renderHook(() => useAdConfig(), {
      wrapper: ({ children }) => <AdConfigProvider>{children}</AdConfigProvider>,
    });
    expect(ad.result.current).toEqual(DEFAULT_AD_CONFIG);
  });
});

describe('DocsThemeProvider', () => {
  it('marks <html> once the page has hydrated, for tools and tests to wait on', () => {
    root.removeAttribute('data-hydrated');
    render(<DocsThemeProvider>page</DocsThemeProvider>);
    expect(root.hasAttribute('data-hydrated')).toBe(true);
  });

  it('starts from what the init script applied and what the browser stored', async () => {
    const { wrapper, useThemeState } = await freshTheme();
    root.dir = 'rtl';
    root.setAttribute('data-mui-color-scheme', 'dark');
    document.cookie = `paletteColors=${encodeURIComponent('{"primary":"#112233"}')}; path=/`;
    localStorage.setItem('docs-density', '{"dense":true,"spacing":5}');
    const { result } = renderHook(() => useThemeState(), { wrapper });
    expect(result.current).toEqual({
      dense: true,
      spacing: 5,
      direction: 'rtl',
      paletteMode: 'dark',
      paletteColors: { primary: '#112233' },
    });
  });

  it('ignores corrupt stored density', async () => {
    const { wrapper, useThemeState } = await freshTheme();
    localStorage.setItem('docs-density', '{"dense":"yes","spacing":9999}');
    const { result } = renderHook(() => useThemeState(), { wrapper });
    expect(result.current).toMatchObject({ dense: false, spacing: 8 });
  });

  it('applies chosen colours to the site accent and the cookie, and removes them on reset', async () => {
    const { wrapper, useThemeState, useThemeDispatch } = await freshTheme();
    const { result } = renderHook(
      () => ({ state: useThemeState(), dispatch: useThemeDispatch() }),
      { wrapper },
    );
    act(() =>
      result.current.dispatch({
        type: 'CHANGE',
        payload: { paletteColors: { primary: '#abcdef' } },
      }),
    );
    expect(root.style.getPropertyValue('--docs-palette-primary-main')).toBe('#abcdef');
    expect(decodeURIComponent(document.cookie)).toContain('paletteColors={"primary":"#abcdef"}');
    act(() => result.current.dispatch({ type: 'RESET_COLORS' }));
    expect(root.style.getPropertyValue('--docs-palette-primary-main')).toBe('');
    expect(document.cookie).not.toContain('paletteColors');
  });

  it('follows colour scheme changes made to <html> elsewhere', async () => {
    const { wrapper, useThemeState } = await freshTheme();
    const { result } = renderHook(() => useThemeState(), { wrapper });
    await act(async () => {
      root.setAttribute('data-mui-color-scheme', 'dark');
      await Promise.resolve();
    });
    expect(result.current.paletteMode).toBe('dark');
  });

  it('remembers density', async () => {
    const { wrapper, useThemeDispatch } = await freshTheme();
    const { result } = renderHook(() => useThemeDispatch(), { wrapper });
    act(() => result.current({ type: 'SET_DENSE', payload: true }));
    act(() => result.current({ type: 'DECREASE_SPACING' }));
    expect(JSON.parse(localStorage.getItem('docs-density')!)).toEqual({ dense: true, spacing: 7 });
  });

  it('a page whose theme nobody changes writes nothing back', async () => {
    const { wrapper, useThemeState, useThemeDispatch } = await freshTheme();
    document.cookie = `paletteColors=${encodeURIComponent('{"primary":"#112233"}')}; path=/`;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result } = renderHook(
      () => ({ state: useThemeState(), dispatch: useThemeDispatch() }),
      { wrapper },
    );
    act(() => result.current.dispatch({ type: 'CHANGE', payload: { direction: 'ltr' } }));
    expect(setItem).not.toHaveBeenCalled();
    expect(root.style.getPropertyValue('--docs-palette-primary-main')).toBe('');
    expect(decodeURIComponent(document.cookie)).toContain('paletteColors={"primary":"#112233"}');
    setItem.mockRestore();
  });

  it('an unrecognised action throws and changes nothing', async () => {
    const { wrapper, useThemeState, useThemeDispatch } = await freshTheme();
    const { result } = renderHook(
      () => ({ state: useThemeState(), dispatch: useThemeDispatch() }),
      { wrapper },
    );
    const before = result.current.state;
    expect(() => result.current.dispatch({ type: 'NOPE' } as never)).toThrow();
    expect(result.current.state).toBe(before);
  });
});
