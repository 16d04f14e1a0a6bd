import { loadApiProduct } from './data';
import { apiPagePaths } from './pages';
import type { ApiSection } from './components/apiTables';
import type { ApiPageData } from './types';

/**
 * A slots or classes table longer than this folds on its API page: the page shows its heading and
 * loads the rows when the reader opens it (or follows a link to one of them), and the full table
 * has a page of its own (`…/data-grid/css-classes/`) for readers without JavaScript and for search.
 * Only the Data Grid's three components reach it (85–135 slots, 238 classes); their props stay.
 */
export const FOLD_ROWS = 60;

/** The row anchors of a section: `#class-root` is in the classes. */
export const SECTION_ROW_PREFIX: Record<ApiSection, string> = {
  props: 'prop-',
  slots: 'slot-',
  'css-classes': 'class-',
};

export function foldedSections(page: ApiPageData): ApiSection[] {
  const folded: ApiSection[] = [];
  if (page.slots.length > FOLD_ROWS) folded.push('slots');
  if (page.classes.length > FOLD_ROWS) folded.push('css-classes');
  return folded;
}

export function isFoldedSection(section: string, page: ApiPageData): section is ApiSection {
  return (foldedSections(page) as string[]).includes(section);
}

/** The pages of folded sections, `/x/api/data-grid/data-grid/css-classes` and the like. */
export function apiSectionPaths(
  load: (product: string) => { pages: ApiPageData[] } = loadApiProduct,
): string[] {
  const products = new Map<string, Map<string, ApiPageData>>();
  const pageAt = (product: string, name: string) => {
    if (!products.has(product)) {
      const { pages } = load(product);
      products.set(product, new Map(pages.map((page) => [page.slug, page])));
    }
    return products.get(product)!.get(name);
  };
  return apiPagePaths().flatMap((pathname) => {
    const [, , , product, name] = pathname.split('/');
    const page = name ? pageAt(product, name) : undefined;
    return page ? foldedSections(page).map((section) => `${pathname}/${section}`) : [];
  });
}
