import {
  searchArea,
  type PageFacets,
  type SearchArea,
  type SearchKind,
  type SearchProductId,
} from './facets';
import { comparable, slugOverlap, termCoverage } from './matching';
import type { SearchQuery } from './query';

/** How much a result of the product the reader is in counts over the others. */
export const PRODUCT_BOOST = 2;
/**
 * How much a result outside the areas the query asks for counts: API pages for a feature word,
 * guides for a name from the code, migration notes unless the reader asks about versions. An API
 * page lists a word in dozens of props and would outweigh the one guide about it; a third of its
 * score still lets a clearly better match through.
 */
export const OTHER_AREA_WEIGHT = 1 / 3;
/**
 * For a name from the code found on several API pages (`onItemClick` is a prop of twenty chart
 * components), the component of the page the reader is on comes first: an API page counts up to
 * three times as much when its slug has the words of the reader's page (`bars`, `bar-chart`).
 */
export const CONTEXT_BOOST = 2;
/**
 * A page whose title (or description) has the words of the query is about it: its score grows by
 * up to this share, in proportion to the words they have.
 */
export const TITLE_BOOST = 0.5;
export const DESCRIPTION_BOOST = 0.25;
/** Pages whose data is loaded and shown (each costs one fragment download). */
export const SHOWN_RESULTS = 5;
/** Sections (or props) shown under a page. */
const SECTIONS_PER_PAGE = 3;

export interface ScoredResult {
  id: string;
  score: number;
}

/**
 * The areas whose pages answer the query: API pages for a name from the code, migration guides
 * (beside the guides) for a question about versions, else the guides of the reader's area.
 */
export function preferredAreas(query: SearchQuery, readerArea: SearchArea): SearchArea[] {
  if (query.identifier) return ['api'];
  if (readerArea === 'core') return ['core'];
  return query.migration ? ['guides', 'migration'] : ['guides'];
}

export interface RankOptions {
  /** Area, product and (API pages) slug of a result, from the page list of the index. */
  facetsOf: (id: string) => PageFacets | null;
  /** The reader's product, when its results are boosted. */
  currentProduct: SearchProductId | null;
  /** The areas the query asks for; null for all (the reader chose a kind). */
  preferred: readonly SearchArea[] | null;
  /** For a name from the code: the last segment of the reader's page. */
  readerSlug?: string | null;
}

/**
 * Pagefind's results of every query variant in one list, best first: each score boosted for the
 * reader's product (and, for a name from the code, for the component of the reader's page) and
 * lowered outside the wanted areas; a page found by several variants keeps its best score.
 * Stable for equal scores.
 */
export function rankResults<T extends ScoredResult>(
  variants: readonly (readonly T[])[],
  { facetsOf, currentProduct, preferred, readerSlug = null }: RankOptions,
): (T & { ranked: number })[] {
  const best = new Map<string, { result: T; ranked: number; position: number }>();
  let position = 0;
  for (const results of variants) {
    for (const result of results) {
      const facets = facetsOf(result.id);
      const related = readerSlug && facets?.name ? slugOverlap(readerSlug, facets.name) : 0;
      const ranked =
        result.score *
        (currentProduct && facets?.product === currentProduct ? PRODUCT_BOOST : 1) *
        (preferred && facets && !preferred.includes(facets.area) ? OTHER_AREA_WEIGHT : 1) *
        (1 + CONTEXT_BOOST * related);
      const seen = best.get(result.id);
      if (!seen) best.set(result.id, { result, ranked, position: position++ });
      else if (ranked > seen.ranked) seen.ranked = ranked;
    }
  }
  return [...best.values()]
    .sort((a, b) => b.ranked - a.ranked || a.position - b.position)
    .map(({ result, ranked }) => ({ ...result, ranked }));
}

/** What Pagefind returns for one result (the fields we use). */
export interface ResultData {
  url: string;
  meta: { title?: string; description?: string };
  excerpt: string;
  filters: { product?: string[]; kind?: string[] };
  sub_results?: {
    title: string;
    url: string;
    excerpt: string;
    weighted_locations?: { balanced_score: number }[];
  }[];
}

export interface SearchHit {
  title: string;
  url: string;
  /** Pagefind's excerpt: text with the matches in `<mark>`; nothing else survives `safeExcerpt`. */
  excerpt: string;
}

export interface SearchGroup {
  /** The page, without any `#anchor`. */
  url: string;
  title: string;
  product: SearchProductId | null;
  kind: SearchKind;
  /** The page itself first when it matched as a whole, then its sections, props and slots. */
  hits: SearchHit[];
}

const pageOf = (url: string) => url.replace(/#.*$/, '');

/** What ranking needs to know about the query and the reader. */
export interface RankingContext {
  query: SearchQuery;
  /** The reader's product, when results of it are boosted. */
  currentProduct: SearchProductId | null;
  preferred: readonly SearchArea[];
}

type SubResult = NonNullable<ResultData['sub_results']>[number];

/** The words Pagefind marked in an excerpt. */
const markedWords = (excerpt: string) =>
  [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => match[1]).join(' ');

/**
 * A page's sections (an API page's props and slots), best first: one named as the query, then the
 * ones whose title, with the page's, has the query's words, then the ones where more of the
 * query's words are found together, then where they weigh most.
 */
function bestSections(
  sections: readonly SubResult[],
  pageTitle: string,
  wanted: string,
  coverage: (text: string) => number,
): SubResult[] {
  const weight = (section: SubResult) =>
    (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
  const heaviest = Math.max(1, ...sections.map(weight));
  return sections
    .filter((section) => section.url.includes('#'))
    .map((section, position) => ({
      section,
      position,
      score:
        (comparable(section.title) === wanted ? 4 : 0) +
        2 * coverage(`${pageTitle} ${section.title}`) +
        coverage(markedWords(section.excerpt)) +
        0.5 * (weight(section) / heaviest),
    }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ section }) => section);
}

/**
 * Pages in the order given (Pagefind's, boosted), each with the page itself and its best
 * sections. Then, by the page's own words: a page titled or described with the words of the query
 * moves up; an exact match goes first (a page titled as the query, or, for a name from the code,
 * the prop or slot of that name), then a page with a section named as the query. Only pages of the
 * wanted areas, and of the reader's product when it is boosted, take those first places.
 */
export function groupResults(
  results: readonly { data: ResultData; score: number }[],
  { query, currentProduct, preferred }: RankingContext,
): SearchGroup[] {
  const wanted = comparable(query.text);
  const termSets = query.variants.map((variant) => variant.split(' ').filter(Boolean));
  const coverage = (text = '') => Math.max(...termSets.map((terms) => termCoverage(text, terms)));
  const ranked = new Map<string, { group: SearchGroup; score: number; tier: number }>();
  for (const { data, score } of results) {
    const url = pageOf(data.url);
    if (ranked.has(url)) continue;
    const title = data.meta.title ?? url;
    const sections = data.sub_results ?? [];
    const best = bestSections(sections, title, wanted, coverage);
    const group: SearchGroup = {
      url,
      title,
      product: (data.filters.product?.[0] as SearchProductId | undefined) ?? null,
      kind: data.filters.kind?.[0] === 'api' ? 'api' : 'guides',
      // Pagefind lists the page's own text as a sub-result without an anchor: the page hit.
      hits: [
        {
          title,
          url,
          excerpt: sections.find((section) => !section.url.includes('#'))?.excerpt ?? data.excerpt,
        },
        ...best
          .slice(0, SECTIONS_PER_PAGE)
          .map(({ title: name, url: anchor, excerpt }) => ({ title: name, url: anchor, excerpt })),
      ],
    };
    const eligible =
      preferred.includes(searchArea(url)) &&
      (currentProduct === null || group.product === currentProduct);
    let tier = 2;
    if (eligible && comparable(title) === wanted) tier = 0;
    else if (eligible && best.some((section) => comparable(section.title) === wanted)) {
      tier = query.identifier ? 0 : 1;
    }
    const boost =
      (1 + TITLE_BOOST * coverage(title)) *
      (1 + DESCRIPTION_BOOST * coverage(data.meta.description));
    ranked.set(url, { group, score: score * boost, tier });
  }
  return [...ranked.values()]
    .map((entry, position) => ({ ...entry, position }))
    .sort((a, b) => a.tier - b.tier || b.score - a.score || a.position - b.position)
    .map(({ group }) => group);
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/**
 * An excerpt as text runs, marked where the query matched. Pagefind's excerpts are the page's text
 * with `<mark>` around matches; they are never rendered as HTML (the index is a file on a server
 * and is treated as input), so every other tag stays visible text and entities are decoded.
 */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  let mark = false;
  for (const token of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (token === '<mark>') mark = true;
    else if (token === '</mark>') mark = false;
    else if (token !== '') {
      parts.push({ text: token.replace(/&(lt|gt|quot|#39|#x27|amp);/g, (m) => ENTITIES[m]), mark });
    }
  }
  return parts;
}
