import { describe, expect, it } from 'vitest';
import { decodePage, encodePage, matchesFilters, searchArea } from './facets';
import {
  API_NAME_WEIGHT,
  apiPageName,
  communityPage,
  DESCRIPTION_WEIGHT,
  pageList,
  prepareForIndex,
} from './indexing';

const article = (inner: string) =>
  `<html><body><nav>menu</nav><article class="prose" data-pagefind-body="true">${inner}</article></body></html>`;
const guide = article(
  '<h1>Sorting<span data-plan="pro">Pro</span></h1><p class="x1_lead">Sort rows.</p><p>Body.</p>',
);
const apiRows =
  '<tr id="prop-rowHeight"><td class="q_name">rowHeight</td><td><p>Row height.</p></td></tr>' +
  '<tr id="class-cell"><td class="q_name"><code>.MuiDataGrid-cell</code></td><td>cell</td><td><p>Styles applied to a cell.</p></td></tr>';
const api = article(`<h1>DataGrid API</h1><p class="x1_lead">Props.</p><table>${apiRows}</table>`);

describe('prepareForIndex', () => {
  it('weights the description and keeps it as metadata', () => {
    expect(prepareForIndex(guide, '/x/react-data-grid/sorting/')).toContain(
      `</h1><p class="x1_lead" data-pagefind-weight="${DESCRIPTION_WEIGHT}" data-pagefind-meta="description">`,
    );
  });

  it('leaves pages without an indexed body alone and fails on a body without description', () => {
    expect(prepareForIndex('<html><body>x</body></html>', '/x/')).toBe(
      '<html><body>x</body></html>',
    );
    expect(() => prepareForIndex(article('<h1>T</h1><p>no lead</p>'), '/x/t/')).toThrow(
      /no description/,
    );
  });

  it('weights an API row’s name and leaves out the descriptions of CSS classes', () => {
    const html = prepareForIndex(api, '/x/api/data-grid/data-grid/');
    expect(html).toContain(`<td class="q_name" data-pagefind-weight="${API_NAME_WEIGHT}">`);
    // Each row is a sub-result under its own title.
    expect(html).toContain('<tr id="prop-rowHeight" data-pagefind-title="rowHeight">');
    expect(html).toContain('<tr id="class-cell" data-pagefind-title=".MuiDataGrid-cell">');
    expect(html).toContain('<td><p>Row height.');
    // The class row's third cell, its description; not its name or rule.
    expect(html).toContain('<td data-pagefind-ignore="all"><p>Styles');
    expect(html).toContain('<td>cell</td>');
    // Guides keep their tables as they are.
    expect(
      prepareForIndex(guide.replace('<p>Body.</p>', `<table>${apiRows}</table>`), '/x/a/'),
    ).not.toContain('data-pagefind-ignore');
  });

  it('leaves a Pro page’s shared rows to its Community page, when there is one', () => {
    const url = '/x/api/data-grid/data-grid-pro/';
    expect(communityPage(url)).toBe('/x/api/data-grid/data-grid/');
    expect(communityPage('/zh/x/api/charts/bar-chart-pro/')).toBe('/zh/x/api/charts/bar-chart/');
    expect(communityPage('/x/react-data-grid/')).toBeNull();
    expect(communityPage('/x/api/data-grid/data-grid-premium/css-classes/')).toBe(
      '/x/api/data-grid/data-grid/css-classes/',
    );
    expect(communityPage('/x/api/data-grid/data-grid/slots/')).toBeNull();
    expect(apiPageName('/x/api/data-grid/data-grid-pro/slots/')).toBe('data-grid-pro');
    expect(apiPageName('/zh/x/api/charts/bar-chart/')).toBe('bar-chart');
    const pro = api.replace(
      '</table>',
      '<tr id="prop-pinnedColumns"><td class="q_name">pinnedColumns<span data-plan="pro">Pro</span></td></tr></table>',
    );
    const html = prepareForIndex(pro, url, (other) => other === '/x/api/data-grid/data-grid/');
    expect(html).toContain('<tr data-pagefind-ignore="all" id="prop-rowHeight"');
    expect(html).toContain('<tr data-pagefind-ignore="all" id="class-cell"');
    expect(html).toContain('<tr id="prop-pinnedColumns"');
    // Without its Community page, a Pro page keeps every row.
    expect(prepareForIndex(pro, url)).not.toContain('<tr data-pagefind-ignore');
  });
});

describe('the page list', () => {
  it('gives every page its area, product and (API pages) slug, and the common words', () => {
    const list = pageList([
      {
        id: 'en_b',
        url: '/x/api/charts/bar-chart/',
        content: 'BarChart props and slots',
        filters: { product: ['x-charts'] },
      },
      {
        id: 'en_a',
        url: '/x/react-data-grid/sorting/',
        content: 'Sort the rows and columns',
        filters: { product: ['x-data-grid'] },
      },
      { id: 'en_c', url: '/material-ui/react-button/', content: 'A button', filters: {} },
    ]);
    // "props" is on both API pages but on none of the others: not common.
    expect(
      pageList([
        { id: 'a', url: '/x/api/a/', content: 'props', filters: {} },
        { id: 'b', url: '/x/api/b/', content: 'props', filters: {} },
        { id: 'c', url: '/x/c/', content: 'guide', filters: {} },
      ]).common,
    ).toEqual([]);
    expect(list.pages).toEqual({ en_a: 'gd', en_b: 'ac:bar-chart', en_c: 'c' });
    // "and" is on two pages of three (at least 40 %, also of the two that are not API pages),
    // "a" and "the" on one.
    expect(list.common).toEqual(['and']);
    expect(decodePage(list.pages.en_b)).toEqual({
      area: 'api',
      product: 'x-charts',
      name: 'bar-chart',
    });
    expect(decodePage(list.pages.en_c)).toEqual({ area: 'core', product: null });
    expect(decodePage(undefined)).toBeNull();
  });

  it('encodes and decodes every area and product', () => {
    for (const facets of [
      { area: 'guides', product: 'x-tree-view' },
      { area: 'migration', product: 'x-date-pickers' },
      { area: 'api', product: 'x-data-grid', name: 'data-grid-premium' },
      { area: 'core', product: null },
    ] as const) {
      expect(decodePage(encodePage(facets))).toEqual(facets);
    }
  });
});

describe('searchArea and matchesFilters', () => {
  it('tells the parts of the site apart, in every language', () => {
    expect(searchArea('/x/api/charts/bar-chart/')).toBe('api');
    expect(searchArea('/zh/x/migration/migration-data-grid-v7/')).toBe('migration');
    expect(searchArea('/x/introduction/')).toBe('guides');
    expect(searchArea('/material-ui/react-button/')).toBe('core');
    expect(searchArea('/')).toBe('core');
  });

  it('applies the reader’s chips', () => {
    const chips = { products: ['x-charts' as const], kinds: ['api' as const] };
    expect(matchesFilters({ area: 'api', product: 'x-charts' }, chips)).toBe(true);
    expect(matchesFilters({ area: 'guides', product: 'x-charts' }, chips)).toBe(false);
    expect(matchesFilters({ area: 'api', product: 'x-data-grid' }, chips)).toBe(false);
    expect(
      matchesFilters({ area: 'core', product: null }, { products: [], kinds: ['guides'] }),
    ).toBe(true);
    expect(matchesFilters(null, chips)).toBe(true);
  });
});
