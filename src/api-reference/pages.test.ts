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
    // The 218 /x/api/ entries of the 8.29.3 tree, plus the charts and tree view indexes, minus the
    // four premium charts symbols of a package the release does not publish.
    expect(paths).toHaveLength(216);
    expect(paths).toContain('/x/api/data-grid/data-grid');
    expect(paths).toContain('/x/api/tree-view/rich-tree-view');
    expect(paths).toContain('/x/api/charts/radar-chart');
    expect(paths).toContain('/x/api/date-pickers/time-range-picker');
    expect(paths).not.toContain('/x/api/charts/bar-chart-premium');
  });

  it('finds the page of a symbol by name', () => {
    expect(apiSymbolPath('GridColDef')).toBe('/x/api/data-grid/grid-col-def');
    expect(apiSymbolPath('BarChart')).toBe('/x/api/charts/bar-chart');
    expect(apiSymbolPath('NotASymbol')).toBeUndefined();
  });
});
