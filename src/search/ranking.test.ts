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
  it('groups each page with its sections, the ones named as the query first', () => {
    const groups = groupResults('rowHeight', [
      page('/x/api/data-grid/data-grid/', 'DataGrid API', [
        ['getRowHeight', 'prop-getRowHeight'],
        ['rowCount', 'prop-rowCount'],
        ['rowHeight', 'prop-rowHeight'],
        ['rowSpacingType', 'prop-rowSpacingType'],
      ]),
      page('/x/react-data-grid/row-height/', 'Row height', [['Variable row height', 'variable']]),
      // The same page again (Pagefind does not, but a stale result must not add a group).
      page('/x/react-data-grid/row-height/', 'Row height'),
    ]);
    expect(groups.map((group) => [group.url, group.hits.map((hit) => hit.url)])).toEqual([
      [
        '/x/api/data-grid/data-grid/',
        [
          '/x/api/data-grid/data-grid/',
          // The exact name first, then the others in page order, three at most.
          '/x/api/data-grid/data-grid/#prop-rowHeight',
          '/x/api/data-grid/data-grid/#prop-getRowHeight',
          '/x/api/data-grid/data-grid/#prop-rowCount',
        ],
      ],
      [
        '/x/react-data-grid/row-height/',
        ['/x/react-data-grid/row-height/', '/x/react-data-grid/row-height/#variable'],
      ],
    ]);
    expect(groups[0].hits[1].title).toBe('rowHeight');
    expect(groups[0].kind).toBe('api');
    expect(groups[1].kind).toBe('guides');
    expect(groups[1].product).toBe('x-data-grid');
  });

  it('puts a page with an exactly named prop or slot before other matches', () => {
    const groups = groupResults('toolbar', [
      page('/x/react-data-grid/components/', 'Custom subcomponents'),
      page('/x/api/data-grid/data-grid/', 'DataGrid API', [['toolbar slot', 'slot-toolbar']]),
    ]);
    expect(groups.map((group) => group.url)).toEqual([
      '/x/api/data-grid/data-grid/',
      '/x/react-data-grid/components/',
    ]);
  });

  it('takes an API page’s title as the component’s name', () => {
    const groups = groupResults('datagrid', [
      page('/x/react-data-grid/', 'Data Grid'),
      page('/x/api/data-grid/data-grid/', 'DataGrid API'),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['DataGrid API', 'Data Grid']);
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
