import { describe, expect, it } from 'vitest';
import {
  findTrail,
  flattenPages,
  getPrevNext,
  isFileLink,
  missingPages,
  pruneToExisting,
} from './tree';
import type { NavPage } from './types';

const tree: NavPage[] = [
  { pathname: 'https://example.com/news/', title: 'News' },
  {
    pathname: '/x/intro-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/intro', title: 'Overview' },
      { pathname: '/x/intro/install', title: 'Installation' },
      { pathname: '/x/llms.txt', title: 'llms.txt' },
    ],
  },
  {
    pathname: '/x/grid-group',
    title: 'Grid',
    children: [
      {
        pathname: '/x/grid/main',
        title: 'Main features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/x/grid/columns',
            title: 'Columns',
            children: [{ pathname: '/x/grid/column-pinning', title: 'Pinning', plan: 'pro' }],
          },
          { pathname: '/x/grid/sorting', title: 'Sorting' },
        ],
      },
    ],
  },
];

describe('flattenPages', () => {
  it('lists leaf pages in reading order without groups, external links or file links', () => {
    expect(flattenPages(tree).map((page) => page.pathname)).toEqual([
      '/x/intro',
      '/x/intro/install',
      '/x/grid/column-pinning',
      '/x/grid/sorting',
    ]);
  });
});

describe('pruneToExisting', () => {
  it('keeps existing pages, external links and file links, and drops groups left empty', () => {
    const pruned = pruneToExisting(tree, (path) => path === '/x/intro/install');
    expect(pruned).toEqual([
      tree[0],
      {
        ...tree[1],
        children: [
          { pathname: '/x/intro/install', title: 'Installation' },
          { pathname: '/x/llms.txt', title: 'llms.txt' },
        ],
      },
    ]);
  });
});

describe('missingPages', () => {
  it('lists what pruning leaves out, and pruning by that list gives the same tree', () => {
    const exists = (path: string) => path === '/x/intro/install';
    const missing = missingPages(tree, exists);
    expect(missing).toContain('/x/intro');
    expect(missing).not.toContain('/x/llms.txt');
    expect(missing).not.toContain('https://example.com/news/');
    expect(pruneToExisting(tree, (path) => !missing.includes(path))).toEqual(
      pruneToExisting(tree, exists),
    );
  });
});

describe('isFileLink', () => {
  it('tells a file of the site from a page and from an external link', () => {
    expect(isFileLink({ pathname: '/x/llms.txt', title: 'llms.txt' })).toBe(true);
    expect(isFileLink({ pathname: '/x/intro', title: 'Overview' })).toBe(false);
    expect(isFileLink({ pathname: 'https://example.com/llms.txt', title: 'News' })).toBe(false);
  });
});

describe('findTrail', () => {
  it('returns the groups leading to a page, the page last', () => {
    expect(findTrail(tree, '/x/grid/column-pinning').map((page) => page.title)).toEqual([
      'Grid',
      'Main features',
      'Columns',
      'Pinning',
    ]);
  });

  it('does not match a group by its own pathname', () => {
    expect(findTrail(tree, '/x/grid/columns')).toEqual([]);
  });
});

describe('getPrevNext', () => {
  it('links across group boundaries', () => {
    const { previous, next } = getPrevNext(tree, '/x/intro/install');
    expect(previous?.pathname).toBe('/x/intro');
    expect(next?.pathname).toBe('/x/grid/column-pinning');
  });

  it('has no previous page at the start and none for unknown pages', () => {
    expect(getPrevNext(tree, '/x/intro').previous).toBeUndefined();
    expect(getPrevNext(tree, '/nope')).toEqual({ previous: undefined, next: undefined });
  });
});
