// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initPreferencesScript } from './initScript';

const root = document.documentElement;

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function mockOs(dark: boolean) {
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: dark }) as unknown as typeof window.matchMedia;
}

/** Runs the real script text, the way the browser does. */
function run() {
  new Function(initPreferencesScript())();
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  root.removeAttribute('style');
  root.removeAttribute('dir');
  localStorage.clear();
  clearCookies();
  mockOs(false);
  window.history.replaceState(null, '', '/x/introduction/');
});

afterEach(() => vi.restoreAllMocks());

describe('the init script', () => {
  it('follows the OS when no mode is stored', () => {
    mockOs(true);
    run();
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#0c1117',
    );
  });

  it('lets a stored light mode win over a dark OS', () => {
    mockOs(true);
    localStorage.setItem('mui-mode', 'light');
    run();
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#ffffff',
    );
  });

  it('applies a stored dark mode', () => {
    localStorage.setItem('mui-mode', 'dark');
    run();
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
  });

  it('sets the direction from the cookie, and ?direction= overrides it', () => {
    document.cookie = 'direction=rtl; path=/';
    run();
    expect(root.dir).toBe('rtl');
    window.history.replaceState(null, '', '/x/?direction=ltr');
    run();
    expect(root.dir).toBe('ltr');
    document.cookie = 'direction=; path=/; max-age=0';
    window.history.replaceState(null, '', '/x/?direction=rtl');
    run();
    expect(root.dir).toBe('rtl');
  });

  it('ignores an unknown direction', () => {
    document.cookie = 'direction=sideways; path=/';
    window.history.replaceState(null, '', '/x/?direction=up');
    run();
    expect(root.dir).toBe('ltr');
  });

  it('defaults the code variant to TS and styling to system', () => {
    run();
    expect(root.getAttribute('data-code-variant')).toBe('TS');
    expect(root.getAttribute('data-code-styling')).toBe('system');
  });

  it('reads the code preferences from their cookies, ignoring unknown values', () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=tailwind; path=/';
    run();
    expect(root.getAttribute('data-code-variant')).toBe('JS');
    expect(root.getAttribute('data-code-styling')).toBe('tailwind');
    document.cookie = 'codeStyling=%E0%A4%A; path=/';
    run();
    expect(root.getAttribute('data-code-styling')).toBe('system');
  });

  it('lets a demo-file hash choose the variant and remembers it', () => {
    window.history.replaceState(null, '', '/x/react-data-grid/sorting/#SortingBasic.js');
    run();
    expect(root.getAttribute('data-code-variant')).toBe('JS');
    expect(document.cookie).toContain('codeVariant=JS');
  });

  it('applies valid palette colours to the site accent and ignores invalid ones', () => {
    document.cookie = `paletteColors=${encodeURIComponent('{"primary":"#AA0000","secondary":"url(x)"}')}; path=/`;
    run();
    expect(root.style.getPropertyValue('--docs-palette-primary-main')).toBe('#aa0000');
    expect(root.style.getPropertyValue('--docs-palette-secondary-main')).toBe('');
  });

  it('shows API tables by default and the stored list layout', () => {
    run();
    expect(root.getAttribute('data-api-layout')).toBe('table');
    localStorage.setItem('docs-api-layout', 'list');
    run();
    expect(root.getAttribute('data-api-layout')).toBe('list');
    localStorage.setItem('docs-api-layout', 'grid');
    run();
    expect(root.getAttribute('data-api-layout')).toBe('table');
  });

  it('never throws, even when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    mockOs(true);
    expect(run).not.toThrow();
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
  });
});
