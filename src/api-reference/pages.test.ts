import { describe, expect, it } from 'vitest';
import { apiPagePaths, apiSymbolPath } from './pages';

describe('apiPagePaths', () => {
  const paths = apiPagePaths();

  it('has an index per product and a page per exported symbol of the reference tree', () => {
    expect(paths.filter((path) => path.split('/').length === 4).sort()).toEqual([
      '/x/api/charts',
      '/x/api/data-grid',
      '/x/api/date-pickers',
      '/x/api/tree-view',
    ]);
    // 145 /x/api/ entries in the reference, plus the charts and tree view indexes,
    // minus the two symbols the installed version no longer exports.
    expect(paths).toHaveLength(145);
    expect(paths).toContain('/x/api/data-grid/data-grid');
    expect(paths).toContain('/x/api/tree-view/rich-tree-view');
    expect(paths).not.toContain('/x/api/charts/charts-voronoi-handler');
  });

  it('finds the page of a symbol by name', () => {
    expect(apiSymbolPath('GridColDef')).toBe('/x/api/data-grid/grid-col-def');
    expect(apiSymbolPath('BarChart')).toBe('/x/api/charts/bar-chart');
    expect(apiSymbolPath('NotASymbol')).toBeUndefined();
  });
});
