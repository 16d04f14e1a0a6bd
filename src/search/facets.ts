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

/**
 * The part of the site a page belongs to. Ranking tells guides from API rows and migration notes
 * by it, and the reader's own part (MUI X or the Material UI pages) from the others.
 */
export type SearchArea = 'guides' | 'api' | 'migration' | 'core';

export function searchArea(url: string): SearchArea {
  const path = url.replace(/^\/zh(?=\/)/, '');
  if (path.startsWith('/x/api/')) return 'api';
  if (path.startsWith('/x/migration/')) return 'migration';
  if (path.startsWith('/x/')) return 'guides';
  return 'core';
}

/**
 * Each indexed page's area and product, by Pagefind result id, and the words common to most
 * pages, written beside the index (`pages.<index language>.json`, about 4 kB compressed), so
 * ranking knows them for every result without downloading its data or running a filtered search.
 */
export const pagesFile = (indexLanguage: string) => `pages.${indexLanguage}.json`;

export interface SearchPageList {
  /** Pagefind result id → area and product, one letter each, and an API page's slug (`encodePage`). */
  pages: Record<string, string>;
  /** Words on most pages (scripts/search-index.mts counts them), lowercased. */
  common: string[];
}

const AREA_CODES = { guides: 'g', api: 'a', migration: 'm', core: 'c' } as const;
const PRODUCT_CODES = {
  'x-data-grid': 'd',
  'x-date-pickers': 'p',
  'x-charts': 'c',
  'x-tree-view': 't',
} as const satisfies Record<SearchProductId, string>;

export interface PageFacets {
  area: SearchArea;
  product: SearchProductId | null;
  /** An API page's slug (`bar-chart`): which component it documents. */
  name?: string;
}

export function encodePage({ area, product, name }: PageFacets): string {
  return `${AREA_CODES[area]}${product ? PRODUCT_CODES[product] : ''}${name ? `:${name}` : ''}`;
}

export function decodePage(code: string | undefined): PageFacets | null {
  if (!code) return null;
  const [letters, name] = code.split(':');
  const find = <K extends string>(codes: Record<K, string>, letter: string | undefined) =>
    (Object.keys(codes) as K[]).find((key) => codes[key] === letter) ?? null;
  const area = find(AREA_CODES, letters[0]);
  if (!area) return null;
  return { area, product: find(PRODUCT_CODES, letters[1]), ...(name ? { name } : {}) };
}

/** The filter chips a reader pressed: none of a kind means all of it. */
export interface SearchFilters {
  products: SearchProductId[];
  kinds: SearchKind[];
}

/** Whether a page (its facets from the page list; unknown: yes) passes the reader's filters. */
export function matchesFilters(facets: PageFacets | null, filters: SearchFilters): boolean {
  if (!facets) return true;
  const kind: SearchKind = facets.area === 'api' ? 'api' : 'guides';
  return (
    (filters.products.length === 0 ||
      (facets.product !== null && filters.products.includes(facets.product))) &&
    (filters.kinds.length === 0 || filters.kinds.includes(kind))
  );
}
