import { SEARCH_INDEX_PATH, type SearchKind, type SearchProductId } from './facets';
import {
  boostProduct,
  groupResults,
  SHOWN_RESULTS,
  type ResultData,
  type SearchGroup,
} from './ranking';

/** The parts of Pagefind's browser API we use (pagefind.js, written next to the index). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string[]> },
  ): Promise<{ results: { id: string; score: number; data(): Promise<ResultData> }[] }>;
}

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's script and the index of the page's language (from `<html lang>`), fetched on the first
 * search only. The index is split: a query downloads only the chunks its words live in.
 */
export function loadSearch(): Promise<Pagefind> {
  pagefind ??= (
    import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ `${SEARCH_INDEX_PATH}pagefind.js`
    ) as Promise<Pagefind>
  )
    .then(async (module) => {
      await module.options({ excerptLength: 24 });
      await module.init();
      return module;
    })
    .catch((error: unknown) => {
      pagefind = undefined; // Offline or not built: try again on the next search.
      throw error;
    });
  return pagefind;
}

export interface SearchFilters {
  products: SearchProductId[];
  kinds: SearchKind[];
}

/**
 * Searches the docs of the page's language: results of `currentProduct` are boosted (unless the
 * reader filtered by product), then grouped by page with exact title and name matches first.
 */
export async function searchDocs(
  query: string,
  { filters, currentProduct }: { filters: SearchFilters; currentProduct: SearchProductId | null },
): Promise<SearchGroup[]> {
  const api = await loadSearch();
  const base: Record<string, string[]> = {};
  if (filters.products.length > 0) base.product = filters.products;
  if (filters.kinds.length > 0) base.kind = filters.kinds;
  const boostable = currentProduct !== null && filters.products.length === 0;
  const [all, inProduct] = await Promise.all([
    api.search(query, { filters: base }),
    boostable ? api.search(query, { filters: { ...base, product: [currentProduct] } }) : null,
  ]);
  const ranked = boostProduct(
    all.results,
    new Set(inProduct?.results.map((result) => result.id) ?? []),
  );
  const data = await Promise.all(ranked.slice(0, SHOWN_RESULTS).map((result) => result.data()));
  return groupResults(query, data, boostable ? currentProduct : null);
}
