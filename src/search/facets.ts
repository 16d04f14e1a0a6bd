import { getProductId, type ProductId } from '@/routing';

/** The products a reader can filter search by, keyed by product id (SPEC §2). */
export const SEARCH_PRODUCTS = {
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
} as const satisfies Partial<Record<ProductId, string>>;

export type SearchProductId = keyof typeof SEARCH_PRODUCTS;
export type SearchKind = 'guides' | 'api';

/** The search filters of a page: its product (or none for general pages) and its kind. */
export function searchFacets(canonicalPathname: string): {
  product: SearchProductId | null;
  kind: SearchKind;
} {
  const id = getProductId(canonicalPathname);
  return {
    product: id && id in SEARCH_PRODUCTS ? (id as SearchProductId) : null,
    kind: canonicalPathname.startsWith('/x/api/') ? 'api' : 'guides',
  };
}

/** Where the search files are served from (written after the build, see scripts/search-index.ts). */
export const SEARCH_INDEX_PATH = '/_pagefind/';
