import { describe, expect, it } from 'vitest';
import { canonicalizePathname, localizePath, pathnameToLanguage } from './paths';

describe('pathnameToLanguage', () => {
  it.each([
    ['/', 'en', '/', '/'],
    ['/x/introduction/', 'en', '/x/introduction/', '/x/introduction'],
    ['/zh/x/introduction/', 'zh', '/x/introduction/', '/x/introduction'],
    ['/zh', 'zh', '/', '/'],
    ['/zh/', 'zh', '/', '/'],
    ['/en/x/react-data-grid/', 'en', '/x/react-data-grid/', '/x/react-data-grid'],
    [
      '/x/react-data-grid/sorting/#basic',
      'en',
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting',
    ],
    ['/zh/x/react-charts/?q=1#top', 'zh', '/x/react-charts/?q=1', '/x/react-charts'],
  ])('%s → language %s, canonical %s / %s', (input, language, canonicalAs, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({
      userLanguage: language,
      canonicalAs,
      canonicalPathname,
    });
  });

  it('leaves a two-letter segment that is not a language alone', () => {
    expect(pathnameToLanguage('/fr/x/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/fr/x/',
      canonicalPathname: '/fr/x',
    });
  });

  it('does not take a longer segment that starts with a language code', () => {
    expect(pathnameToLanguage('/zhx/page').userLanguage).toBe('en');
    expect(pathnameToLanguage('/envelope/').canonicalPathname).toBe('/envelope');
  });

  it('maps /api to /api-docs but leaves /x/api alone', () => {
    expect(pathnameToLanguage('/api/button/').canonicalPathname).toBe('/api-docs/button');
    expect(pathnameToLanguage('/zh/api').canonicalPathname).toBe('/api-docs');
    expect(pathnameToLanguage('/x/api/data-grid/').canonicalPathname).toBe('/x/api/data-grid');
    expect(pathnameToLanguage('/apis/').canonicalPathname).toBe('/apis');
  });

  it('exempts blog paths from language handling', () => {
    expect(pathnameToLanguage('/blog/mui-x-v8/').userLanguage).toBe('en');
    expect(pathnameToLanguage('/zh/blog/mui-x-v8/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/blog/mui-x-v8/',
      canonicalPathname: '/blog/mui-x-v8',
    });
  });
});

describe('canonicalizePathname', () => {
  it('removes every trailing slash except the root', () => {
    expect(canonicalizePathname('/')).toBe('/');
    expect(canonicalizePathname('//')).toBe('/');
    expect(canonicalizePathname('/x//')).toBe('/x');
  });
});

describe('localizePath', () => {
  it('adds a trailing slash and the language prefix for non-English languages', () => {
    expect(localizePath('/x/introduction', 'en')).toBe('/x/introduction/');
    expect(localizePath('/x/introduction', 'zh')).toBe('/zh/x/introduction/');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('never prefixes blog paths', () => {
    expect(localizePath('/blog/post', 'zh')).toBe('/blog/post/');
  });

  it('round-trips through pathnameToLanguage', () => {
    const url = localizePath('/x/react-charts/bars', 'zh');
    expect(pathnameToLanguage(url)).toMatchObject({
      userLanguage: 'zh',
      canonicalPathname: '/x/react-charts/bars',
    });
  });
});
