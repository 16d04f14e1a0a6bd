import type { SearchKind, SearchProductId } from './facets';

/** How much a result of the product the reader is in counts over the others. */
export const PRODUCT_BOOST = 2;
/** Pages whose data is loaded and shown (each costs one fragment download). */
export const SHOWN_RESULTS = 8;
/** Sections (or props) shown under a page. */
const SECTIONS_PER_PAGE = 3;

export interface ScoredResult {
  id: string;
  score: number;
}

/**
 * Pagefind's order, with the results of the reader's product boosted (the incumbent's readers
 * complain that other products crowd out the one they are in). Stable for equal scores.
 */
export function boostProduct<T extends ScoredResult>(
  results: T[],
  inProduct: ReadonlySet<string>,
  boost = PRODUCT_BOOST,
): T[] {
  return results
    .map((result, position) => ({
      result,
      position,
      score: result.score * (inProduct.has(result.id) ? boost : 1),
    }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ result }) => result);
}

/** What Pagefind returns for one result (the fields we use). */
export interface ResultData {
  url: string;
  meta: { title?: string };
  excerpt: string;
  filters: { product?: string[]; kind?: string[] };
  sub_results?: { title: string; url: string; excerpt: string }[];
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
const normalise = (text: string) => text.trim().toLowerCase();

/** A title as the query would be typed: an API page's "DataGrid API" is found as `datagrid`. */
const comparable = (title: string) =>
  normalise(title)
    .replace(/ (api|slot)$/, '')
    .replace(/^\./, '');

/**
 * One group per page in the order given, its sections (and an API page's props, slots and classes)
 * named exactly the query first. Then exact matches move first: a page whose title is the query,
 * then a page with a section, prop or slot named exactly the query; the rest keep their order.
 * With a `currentProduct`, only that product's exact matches move.
 */
export function groupResults(
  query: string,
  results: ResultData[],
  currentProduct: SearchProductId | null = null,
): SearchGroup[] {
  const wanted = comparable(query);
  const groups = new Map<string, SearchGroup>();
  for (const result of results) {
    const url = pageOf(result.url);
    if (groups.has(url)) continue;
    const group: SearchGroup = {
      url,
      title: result.meta.title ?? url,
      product: (result.filters.product?.[0] as SearchProductId | undefined) ?? null,
      kind: result.filters.kind?.[0] === 'api' ? 'api' : 'guides',
      hits: [],
    };
    groups.set(url, group);
    // Pagefind lists the page's own text as a sub-result without an anchor: that is the page hit.
    const sections = result.sub_results ?? [];
    const sectionHits = sections
      .filter((section) => section.url.includes('#'))
      .map((section, position) => ({
        section,
        position,
        exact: comparable(section.title) === wanted,
      }))
      .sort((a, b) => Number(b.exact) - Number(a.exact) || a.position - b.position)
      .map(({ section }) => section);
    group.hits.push({
      title: group.title,
      url: group.url,
      excerpt: sections.find((section) => !section.url.includes('#'))?.excerpt ?? result.excerpt,
    });
    for (const section of sectionHits.slice(0, SECTIONS_PER_PAGE)) {
      group.hits.push({ title: section.title, url: section.url, excerpt: section.excerpt });
    }
  }
  const rank = (group: SearchGroup) => {
    // Exact matches of another product keep their (unboosted) place: a Data Grid reader looking
    // for "selection" wants Row selection before the Tree View page titled "Selection".
    if (currentProduct !== null && group.product !== currentProduct) return 2;
    if (comparable(group.title) === wanted) return 0;
    if (group.hits.some((hit) => comparable(hit.title) === wanted)) return 1;
    return 2;
  };
  return [...groups.values()]
    .map((group, position) => ({ group, position, rank: rank(group) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
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
