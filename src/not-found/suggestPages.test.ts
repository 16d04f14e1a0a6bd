import { describe, expect, it } from 'vitest';
import { suggestPages } from './suggestPages';

const pages = [
  { pathname: '/x/introduction', title: 'Overview' },
  { pathname: '/x/introduction/installation', title: 'Installation' },
  { pathname: '/x/introduction/licensing', title: 'Licensing' },
  { pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' },
  { pathname: '/x/react-data-grid', title: 'Overview' },
  { pathname: '/x/react-data-grid/columns', title: 'Column definition' },
  { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
  { pathname: '/x/react-data-grid/filtering', title: 'Filtering' },
  { pathname: '/x/react-charts/bars', title: 'Bars' },
  { pathname: '/x/react-date-pickers/no-ssr', title: 'No SSR' },
];

describe('suggestPages', () => {
  it('ranks pages sharing the most words with the missing path first', () => {
    expect(suggestPages('/x/introduction/install/', pages).map((page) => page.pathname)).toEqual([
      '/x/introduction/installation',
      '/x/introduction',
      '/x/introduction/licensing',
    ]);
  });

  it('matches words of the title too', () => {
    expect(suggestPages('/zh/x/slots/', pages)[0].pathname).toBe(
      '/x/common-concepts/custom-components',
    );
  });

  it('suggests nothing for a path without meaningful words', () => {
    expect(suggestPages('/x/', pages)).toEqual([]);
    expect(suggestPages('/zz-qq/', pages)).toEqual([]);
  });

  it('puts the page of the rare word first: a typo of it still counts', () => {
    const paths = (missing: string) => suggestPages(missing, pages).map((page) => page.pathname);
    expect(paths('/x/react-data-grid/sortng/')[0]).toBe('/x/react-data-grid/sorting');
    expect(paths('/x/react-data-grid/filter/')[0]).toBe('/x/react-data-grid/filtering');
    expect(paths('/x/react-charts/bar-chart/')[0]).toBe('/x/react-charts/bars');
    // Every grid page shares "data grid"; the word only one page has decides.
    expect(paths('/zh/x/react-data-grid/column/')[0]).toBe('/x/react-data-grid/columns');
  });

  it('does not match a word on a two-letter prefix', () => {
    expect(suggestPages('/x/nope/', pages)).toEqual([]);
  });

  it('reads a malformed escape as typed instead of throwing', () => {
    expect(() => suggestPages('/x/sorting%E0%A4%A/', pages)).not.toThrow();
    expect(suggestPages('/x/sorting%E0%A4%A/', pages)[0].pathname).toBe(
      '/x/react-data-grid/sorting',
    );
  });

  it('returns at most the limit', () => {
    expect(suggestPages('/x/introduction/', pages, 2)).toHaveLength(2);
  });
});
