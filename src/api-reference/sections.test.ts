import { describe, expect, it } from 'vitest';
import { loadApiPage } from './data';
import { apiSectionPaths, FOLD_ROWS, foldedSections, isFoldedSection } from './sections';

describe('folded sections', () => {
  it('fold the Data Grid’s long slots and classes tables, never props', () => {
    const grid = loadApiPage('data-grid', 'data-grid')!;
    expect(grid.classes.length).toBeGreaterThan(FOLD_ROWS);
    expect(foldedSections(grid)).toEqual(['slots', 'css-classes']);
    expect(isFoldedSection('props', grid)).toBe(false);
    expect(foldedSections(loadApiPage('date-pickers', 'date-picker')!)).toEqual([]);
  });

  it('each have a page of their own', () => {
    const paths = apiSectionPaths();
    expect(paths).toContain('/x/api/data-grid/data-grid/css-classes');
    expect(paths).toContain('/x/api/data-grid/data-grid-premium/slots');
    expect(paths.every((path) => path.startsWith('/x/api/data-grid/'))).toBe(true);
  });
});
