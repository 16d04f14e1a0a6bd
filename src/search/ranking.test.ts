import { describe, expect, it } from 'vitest';
import { boostProduct, excerptParts, groupResults, type ResultData } from './ranking';

describe('boostProduct', () => {
  const results = [
    { id: 'grid', score: 10 },
    { id: 'charts-a', score: 8 },
    { id: 'tree', score: 6 },
    { id: 'charts-b', score: 4 },
  ];

  it('keeps Pagefind’s order without a product', () => {
    expect(boostProduct(results, new Set()).map((r) => r.id)).toEqual([
      'grid',
      'charts-a',
      'tree',
      'charts-b',
    ]);
  });

  it('moves the reader’s product up', () => {
    expect(boostProduct(results, new Set(['charts-a', 'charts-b'])).map((r) => r.id)).toEqual([
      'charts-a', // 16
      'grid', // 10
      'charts-b', // 8
      'tree', // 6
    ]);
  });

  it('is stable for equal scores', () => {
    const tied = [
      { id: 'a', score: 1 },
      { id: 'b', score: 1 },
      { id: 'c', score: 1 },
    ];
    expect(boostProduct(tied, new Set()).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

const page = (url: string, title: string, sections: [string, string][] = []): ResultData => ({
  url,
  meta: { title },
  excerpt: `${title} excerpt`,
  filters: { product: ['x-data-grid'], kind: [url.includes('/api/') ? 'api' : 'guides'] },
  sub_results: [
    { title, url, excerpt: `${title} intro` },
    ...sections.map(([heading, anchor]) => ({
      title: heading,
      url: `${url}#${anchor}`,
      excerpt: `${heading} text`,
    })),
  ],
});

describe('groupResults', () => {
  it('groups a page with its sections, and API records with their API page', () => {
    const groups = groupResults('row height', [
      page('/x/api/data-grid/data-grid/', 'DataGrid API'),
      {
        url: '/x/api/data-grid/data-grid/#prop-rowHeight',
        meta: { title: 'DataGrid: rowHeight' },
        excerpt: '<mark>rowHeight</mark> prop',
        filters: { product: ['x-data-grid'], kind: ['api'] },
      },
      page('/x/react-data-grid/row-height/', 'Row height', [['Variable row height', 'variable']]),
    ]);
    expect(groups.map((group) => [group.url, group.hits.map((hit) => hit.url)])).toEqual([
      // The exact title match comes first.
      [
        '/x/react-data-grid/row-height/',
        ['/x/react-data-grid/row-height/', '/x/react-data-grid/row-height/#variable'],
      ],
      [
        '/x/api/data-grid/data-grid/',
        ['/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid/#prop-rowHeight'],
      ],
    ]);
    expect(groups[1].hits[1].title).toBe('rowHeight');
    expect(groups[1].kind).toBe('api');
    expect(groups[0].product).toBe('x-data-grid');
  });

  it('puts a page with an exactly named prop before other matches', () => {
    const groups = groupResults('rowHeight', [
      page('/x/react-data-grid/row-height/', 'Row height'),
      {
        url: '/x/api/data-grid/data-grid/#prop-rowHeight',
        meta: { title: 'DataGrid: rowHeight' },
        excerpt: '',
        filters: { kind: ['api'] },
      },
    ]);
    expect(groups.map((group) => group.url)).toEqual([
      '/x/api/data-grid/data-grid/',
      '/x/react-data-grid/row-height/',
    ]);
    expect(groups[0].title).toBe('DataGrid');
  });

  it('moves only the reader’s product’s exact matches', () => {
    const treeSelection: ResultData = {
      ...page('/x/react-tree-view/rich-tree-view/selection/', 'Selection'),
      filters: { product: ['x-tree-view'], kind: ['guides'] },
    };
    const results = [page('/x/react-data-grid/row-selection/', 'Row selection'), treeSelection];
    // Without a product (or reading the Tree View), the exact title jumps ahead.
    expect(groupResults('selection', results).map((group) => group.title)).toEqual([
      'Selection',
      'Row selection',
    ]);
    expect(groupResults('selection', results, 'x-tree-view').map((group) => group.title)).toEqual([
      'Selection',
      'Row selection',
    ]);
    // A Data Grid reader keeps the boosted order.
    expect(groupResults('selection', results, 'x-data-grid').map((group) => group.title)).toEqual([
      'Row selection',
      'Selection',
    ]);
  });
});

describe('excerptParts', () => {
  it('keeps the marks and nothing else as markup', () => {
    expect(
      excerptParts('a <mark>rowHeight</mark> of <img src=x onerror=alert(1)> &lt;b&gt;'),
    ).toEqual([
      { text: 'a ', mark: false },
      { text: 'rowHeight', mark: true },
      { text: ' of <img src=x onerror=alert(1)> <b>', mark: false },
    ]);
  });
});
