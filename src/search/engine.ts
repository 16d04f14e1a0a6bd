import { pathnameToLanguage, type Language } from '@/routing';
import {
  decodePage,
  matchesFilters,
  pagesFile,
  searchArea,
  searchFacets,
  SEARCH_INDEX_PATH,
  type PageFacets,
  type SearchFilters,
  type SearchPageList,
} from './facets';
import { analyseQuery } from './query';
import {
  groupResults,
  preferredAreas,
  rankResults,
  SHOWN_RESULTS,
  type ResultData,
  type SearchGroup,
} from './ranking';

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<ResultData>;
}

/** The parts of Pagefind's browser API we use (pagefind.js, written next to the index). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

interface SearchIndex {
  pagefind: Pagefind;
  /** Area and product of every page, by result id. */
  facetsOf(id: string): PageFacets | null;
  /** Words on most pages. */
  common: ReadonlySet<string>;
}

let loaded: Promise<SearchIndex> | undefined;

/**
 * Pagefind's script, the index of the page's language (from `<html lang>`, as Pagefind picks it)
 * and its page list, fetched on the first search only. The index is split: a query downloads only
 * the chunks its words live in. Pagefind runs in the page rather than in its worker: the worker
 * is one more script to download (12 kB) before the first result, and handing each result's data
 * back from it made the bench's p95 slower (55 ms against 44 ms in the page).
 */
export function loadSearch(): Promise<SearchIndex> {
  const language = document.documentElement.lang.toLowerCase() || 'unknown';
  loaded ??= Promise.all([
    (
      import(
        /* webpackIgnore: true */ /* turbopackIgnore: true */ `${SEARCH_INDEX_PATH}pagefind.js`
      ) as Promise<Pagefind>
    ).then(async (module) => {
      await module.options({ excerptLength: 24, noWorker: true });
      await module.init();
      return module;
    }),
    fetch(`${SEARCH_INDEX_PATH}${pagesFile(language)}`).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for the search page list`);
      return response.json() as Promise<SearchPageList>;
    }),
  ])
    .then(([pagefind, list]) => ({
      pagefind,
      facetsOf: (id: string) => decodePage(list.pages[id]),
      common: new Set(list.common),
    }))
    .catch((error: unknown) => {
      loaded = undefined; // Offline or not built: try again on the next search.
      throw error;
    });
  return loaded;
}

/** Fewer wanted pages than this have the words of a query: pages with some of them are added. */
const ENOUGH_RESULTS = 3;

/**
 * Pagefind finds the pages that have every word of a query. Words on most pages (the list comes
 * with the index) are left out when others remain: they tell no page from another, and a reader's
 * question often has one ("own", "shows") that the answer happens not to use. When fewer than
 * `ENOUGH_RESULTS` wanted pages (`wanted`: in the areas and filters asked for) have all the other
 * words, the pages with all but one are added, their score lowered in proportion, then, still too
 * few, the pages with any one of them.
 */
async function searchWords(
  { pagefind, common }: SearchIndex,
  query: string,
  wanted: (id: string) => boolean,
): Promise<PagefindResult[]> {
  const all = [...new Set(query.split(' ').filter(Boolean))];
  const rare = all.filter((word) => !common.has(word));
  const words = rare.length > 0 ? rare : all;
  const found = new Map<string, PagefindResult>();
  const add = (results: PagefindResult[], share: number) => {
    for (const result of results) {
      const score = result.score * share;
      if ((found.get(result.id)?.score ?? -1) < score) found.set(result.id, { ...result, score });
    }
  };
  const enough = () => [...found.keys()].filter(wanted).length >= ENOUGH_RESULTS;
  add((await pagefind.search(words.join(' '))).results, 1);
  if (!enough() && words.length > 2) {
    for (const left of words) {
      const fewer = words.filter((word) => word !== left);
      add((await pagefind.search(fewer.join(' '))).results, fewer.length / words.length);
    }
  }
  if (!enough() && words.length > 1) {
    for (const word of words) add((await pagefind.search(word)).results, 1 / words.length);
  }
  return [...found.values()];
}

/**
 * Searches the docs of the page's language (`pathname` is the page the reader is on): the query
 * as typed and with the docs' words for the reader's, results of the reader's product boosted
 * (unless they filtered by product) and of the areas the query asks for preferred, then the first
 * pages' data loaded and ranked by their titles, descriptions and sections.
 */
export async function searchDocs(
  text: string,
  { filters, pathname }: { filters: SearchFilters; pathname: string },
): Promise<SearchGroup[]> {
  const { userLanguage, canonicalPathname } = pathnameToLanguage(pathname);
  const query = analyseQuery(text, userLanguage as Language);
  const currentProduct =
    filters.products.length === 0 ? searchFacets(canonicalPathname).product : null;
  // With a kind chip pressed, the reader chose the area already.
  const preferred =
    filters.kinds.length > 0 ? null : preferredAreas(query, searchArea(canonicalPathname));
  const index = await loadSearch();
  const { facetsOf } = index;
  const chosen = (id: string) => matchesFilters(facetsOf(id), filters);
  const inArea = (id: string) => {
    const area = facetsOf(id)?.area;
    return !preferred || !area || preferred.includes(area);
  };
  const lists: PagefindResult[][] = [];
  for (const variant of query.variants) {
    const found = await searchWords(index, variant, (id) => chosen(id) && inArea(id));
    lists.push(found.filter((result) => chosen(result.id)));
  }
  // For a name from the code, the reader's page says which component they mean.
  const readerSlug = query.identifier ? (canonicalPathname.split('/').pop() ?? null) : null;
  const ranked = rankResults(lists, { facetsOf, currentProduct, preferred, readerSlug }).slice(
    0,
    SHOWN_RESULTS,
  );
  const data = await Promise.all(ranked.map((result) => result.data()));
  return groupResults(
    data.map((item, index) => ({ data: item, score: ranked[index].ranked })),
    { query, currentProduct, preferred: preferred ?? ['guides', 'api', 'migration', 'core'] },
  );
}
