import { describe, expect, it } from 'vitest';
import { suggestPages } from './suggestPages';

const pages = [
  { pathname: '/x/introduction', title: 'Overview' },
  { pathname: '/x/introduction/installation', title: 'Installation' },
  { pathname: '/x/introduction/licensing', title: 'Licensing' },
  { pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' },
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

  it('returns at most the limit', () => {
    expect(suggestPages('/x/introduction/', pages, 2)).toHaveLength(2);
  });
});
