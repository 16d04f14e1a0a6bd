import { describe, expect, it } from 'vitest';
import type { PageFacets } from './facets';
import { analyseQuery } from './query';
import {
  excerptParts,
  groupResults,
  preferredAreas,
  rankResults,
  type RankingContext,
  type ResultData,
} from './ranking';

const facets: Record<string, PageFacets> = {
  'grid-guide': { area: 'guides', product: 'x-data-grid' },
  'grid-api': { area: 'api', product: 'x-data-grid', name: 'data-grid' },
  'charts-guide': { area: 'guides', product: 'x-charts' },
  'charts-api': { area: 'api', product: 'x-charts', name: 'funnel-plot' },
  'bar-api': { area: 'api', product: 'x-charts', name: 'bar-chart' },
  migration: { area: 'migration', product: 'x-data-grid' },
};
const facetsOf = (id: string) => facets[id] ?? null;
const ids = (results: { id: string }[]) => results.map((result) => result.id);

describe('preferredAreas', () => {
  it('asks for API rows for a name from the code, guides for words, migration for versions', () => {
    expect(preferredAreas(analyseQuery('checkboxSelection', 'en'), 'guides')).toEqual(['api']);
    expect(preferredAreas(analyseQuery('checkbox selection', 'en'), 'guides')).toEqual(['guides']);
    expect(preferredAreas(analyseQuery('upgrade to v8', 'en'), 'guides')).toEqual([
      'guides',
      'migration',
    ]);
    // A reader of the Material UI pages asks about those.
    expect(preferredAreas(analyseQuery('button', 'en'), 'core')).toEqual(['core']);
  });
});

describe('rankResults', () => {
  const options = { facetsOf, currentProduct: null, preferred: null };

  it('keeps Pagefind’s order without a product or a preference, stable for equal scores', () => {
    const results = [
      { id: 'charts-guide', score: 1 },
      { id: 'grid-guide', score: 1 },
      { id: 'grid-api', score: 2 },
    ];
    expect(ids(rankResults([results], options))).toEqual([
      'grid-api',
      'charts-guide',
      'grid-guide',
    ]);
  });

  it('boosts the reader’s product', () => {
    const results = [
      { id: 'charts-guide', score: 10 },
      { id: 'grid-guide', score: 6 },
    ];
    expect(ids(rankResults([results], { ...options, currentProduct: 'x-data-grid' }))).toEqual([
      'grid-guide', // 12
      'charts-guide', // 10
    ]);
  });

  it('lowers results outside the wanted areas: a guide beats API rows that mention the word more', () => {
    const results = [
      { id: 'grid-api', score: 20 },
      { id: 'migration', score: 15 },
      { id: 'grid-guide', score: 8 },
    ];
    const ranked = rankResults([results], { ...options, preferred: ['guides'] });
    expect(ids(ranked)).toEqual(['grid-guide', 'grid-api', 'migration']);
    expect(ranked[1].ranked).toBeCloseTo(20 / 3);
    // A score three times the guide's still wins.
    expect(
      ids(
        rankResults([[{ id: 'grid-api', score: 30 }, ...results.slice(1)]], {
          ...options,
          preferred: ['guides'],
        }),
      )[0],
    ).toBe('grid-api');
  });

  it('keeps the best score of a page found by several variants of the query', () => {
    const asTyped = [{ id: 'grid-guide', score: 1 }];
    const docsWords = [
      { id: 'charts-guide', score: 3 },
      { id: 'grid-guide', score: 5 },
    ];
    const ranked = rankResults([asTyped, docsWords], options);
    expect(ranked.map((result) => [result.id, result.ranked])).toEqual([
      ['grid-guide', 5],
      ['charts-guide', 3],
    ]);
  });

  it('puts the component of the reader’s page first among API pages with the same name', () => {
    const results = [
      { id: 'charts-api', score: 10 },
      { id: 'bar-api', score: 8 },
    ];
    const ranked = rankResults([results], {
      ...options,
      preferred: ['api'],
      readerSlug: 'bars',
    });
    expect(ids(ranked)).toEqual(['bar-api', 'charts-api']); // 8 × (1 + 2 × ½) = 16
  });
});

const page = (
  url: string,
  title: string,
  sections: [string, string][] = [],
  extra: Partial<ResultData> = {},
): ResultData => ({
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
  ...extra,
});

const context = (text: string, rest: Partial<RankingContext> = {}): RankingContext => {
  const query = analyseQuery(text, 'en');
  return {
    query,
    currentProduct: null,
    preferred: preferredAreas(query, 'guides'),
    ...rest,
  };
};
const scored = (...pages: ResultData[]) =>
  pages.map((data, index) => ({ data, score: pages.length - index }));

describe('groupResults', () => {
  it('groups each page with its sections, the one named as the query first, three at most', () => {
    const groups = groupResults(
      scored(
        page('/x/api/data-grid/data-grid/', 'DataGrid API', [
          ['getRowHeight', 'prop-getRowHeight'],
          ['rowCount', 'prop-rowCount'],
          ['rowHeight', 'prop-rowHeight'],
          ['rowSpacingType', 'prop-rowSpacingType'],
        ]),
        page('/x/react-data-grid/row-height/', 'Row height', [['Variable row height', 'variable']]),
        // The same page again (Pagefind does not, but a stale result must not add a group).
        page('/x/react-data-grid/row-height/', 'Row height'),
      ),
      context('rowHeight'),
    );
    expect(groups.map((group) => [group.url, group.hits.map((hit) => hit.url)])).toEqual([
      [
        '/x/api/data-grid/data-grid/',
        [
          '/x/api/data-grid/data-grid/',
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

  it('lists first the sections whose title, with the page’s, has the query’s words', () => {
    const [group] = groupResults(
      scored(
        page('/x/react-data-grid/column-header/', 'Column header', [
          ['Header text', 'header-text'],
          ['Custom header content', 'custom-header-content'],
          ['Description tooltip', 'description-tooltip'],
        ]),
      ),
      context('tooltip on column header'),
    );
    expect(group.hits[1].url).toBe('/x/react-data-grid/column-header/#description-tooltip');
  });

  it('puts an API row named as a name from the code first, not for a feature word', () => {
    const results = scored(
      page('/x/react-data-grid/components/', 'Custom subcomponents'),
      page('/x/api/data-grid/data-grid/', 'DataGrid API', [['toolbar slot', 'slot-toolbar']]),
    );
    expect(groupResults(results, context('toolbar')).map((group) => group.url)).toEqual([
      '/x/react-data-grid/components/',
      '/x/api/data-grid/data-grid/',
    ]);
    const prop = scored(
      page('/x/react-data-grid/editing/', 'Editing'),
      page('/x/api/data-grid/data-grid/', 'DataGrid API', [
        ['processRowUpdate', 'prop-processRowUpdate'],
      ]),
    );
    expect(groupResults(prop, context('processRowUpdate'))[0].url).toBe(
      '/x/api/data-grid/data-grid/',
    );
  });

  it('takes an API page’s title as the component’s name', () => {
    const groups = groupResults(
      scored(
        page('/x/react-data-grid/', 'Data Grid'),
        page('/x/api/data-grid/data-grid/', 'DataGrid API'),
      ),
      context('DataGrid'),
    );
    expect(groups.map((group) => group.title)).toEqual(['DataGrid API', 'Data Grid']);
  });

  it('moves up a page titled or described with the query’s words', () => {
    const results = [
      { data: page('/x/react-data-grid/row-updates/', 'Row updates'), score: 1.5 },
      { data: page('/x/react-data-grid/editing/', 'Editing'), score: 1.2 },
      {
        data: page('/x/react-data-grid/column-pinning/', 'Column pinning', [], {
          meta: {
            title: 'Column pinning',
            description: 'Keep columns visible while others scroll.',
          },
        }),
        score: 1,
      },
    ];
    // "freeze" is the reader's word; the docs say "pinning" (the query's second variant): the
    // title has both its words (× 1.5), the description one of two (× 1.125).
    expect(groupResults(results, context('freeze a column')).map((group) => group.url)).toEqual([
      '/x/react-data-grid/column-pinning/',
      '/x/react-data-grid/row-updates/',
      '/x/react-data-grid/editing/',
    ]);
  });

  it('moves only the reader’s product’s exact matches', () => {
    const treeSelection: ResultData = {
      ...page('/x/react-tree-view/rich-tree-view/selection/', 'Selection'),
      filters: { product: ['x-tree-view'], kind: ['guides'] },
    };
    const results = scored(
      page('/x/react-data-grid/row-selection/', 'Row selection'),
      treeSelection,
    );
    const titles = (currentProduct: RankingContext['currentProduct']) =>
      groupResults(results, context('selection', { currentProduct })).map((group) => group.title);
    // Without a product (or reading the Tree View), the exact title jumps ahead.
    expect(titles(null)).toEqual(['Selection', 'Row selection']);
    expect(titles('x-tree-view')).toEqual(['Selection', 'Row selection']);
    // A Data Grid reader keeps the boosted order.
    expect(titles('x-data-grid')).toEqual(['Row selection', 'Selection']);
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
