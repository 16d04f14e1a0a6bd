import { describe, expect, it } from 'vitest';
import { apiSectionPaths, FOLD_ROWS, foldedSections, isFoldedSection } from './sections';
import type { ApiPageData } from './types';

// Generated data is not there before a build (the unit tests run first): pages made here.
const rows = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));
const page = (slug: string, slots: number, classes: number) =>
  ({
    slug,
    props: rows(FOLD_ROWS + 50, (index) => ({ name: `prop${index}` })),
    slots: rows(slots, (index) => ({ name: `slot${index}` })),
    classes: rows(classes, (index) => ({ key: `class${index}` })),
  }) as unknown as ApiPageData;

describe('folded sections', () => {
  it('fold long slots and classes tables, never props', () => {
    expect(foldedSections(page('data-grid', FOLD_ROWS + 1, 238))).toEqual(['slots', 'css-classes']);
    expect(foldedSections(page('data-grid', FOLD_ROWS, 238))).toEqual(['css-classes']);
    expect(foldedSections(page('date-picker', 12, 20))).toEqual([]);
    expect(isFoldedSection('props', page('data-grid', 85, 238))).toBe(false);
    expect(isFoldedSection('slots', page('data-grid', 85, 238))).toBe(true);
  });

  it('each have a page of their own, beside their API page', () => {
    const products: Record<string, ApiPageData[]> = {
      'data-grid': [page('data-grid', 85, 238), page('data-grid-pro', 89, 238)],
    };
    const paths = apiSectionPaths((product) => ({ pages: products[product] ?? [] }));
    expect(paths).toEqual([
      '/x/api/data-grid/data-grid/slots',
      '/x/api/data-grid/data-grid/css-classes',
      '/x/api/data-grid/data-grid-pro/slots',
      '/x/api/data-grid/data-grid-pro/css-classes',
    ]);
  });
});
