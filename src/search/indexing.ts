// What scripts/search-index.mts changes in a prerendered page before Pagefind reads it (the page
// itself stays as built; only the indexer's copy carries these attributes), and the page list it
// writes beside the index.
import { encodePage, searchArea, type SearchPageList, type SearchProductId } from './facets';

/**
 * The page's description (the lead paragraph under the title) counts like a third-level heading:
 * it says in one sentence what the page is for, so a reader's words found there weigh more than
 * the same words in passing. It is also kept as the `description` metadata of results.
 */
export const DESCRIPTION_WEIGHT = 5;
/**
 * An API table row's name (a prop, slot or class) counts like a second-level heading: it is the
 * title of its row, and a reader who types `checkboxSelection` wants that row, not a guide that
 * mentions the prop ten times.
 */
export const API_NAME_WEIGHT = 6;

const BODY = /<(?:article|div)\b[^>]*\bdata-pagefind-body="true"[^>]*>/;
const LEAD = /(<\/h1>)(<p class="[^"]*_lead")/;
const API_NAME = /<td class="([^"]*_name)"/g;
const API_ROW = /<tr id="(?:prop|slot|class)-[^"]*"[^>]*>(?:(?!<\/tr>).)*<\/tr>/gs;
/** A class row's third cell, its description (class name, rule name, description). */
const CLASS_ROW_DESCRIPTION = /(<tr id="class-[^>]*>(?:<td[^>]*>(?:(?!<\/td>).)*<\/td>){2}<td)>/gs;

/**
 * The title search shows for an API row, which makes the row a sub-result of its page: `rowHeight`
 * finds `DataGrid`'s `#prop-rowHeight` without a record of its own (records of their own made the
 * page list every first query downloads five times longer). Added here rather than in the page,
 * where it was 22 kB of the DataGrid page's HTML.
 */
function rowTitle(row: string): string {
  const [, kind, name] = /^<tr id="(prop|slot|class)-([^"]*)"/.exec(row)!;
  const title =
    kind === 'prop'
      ? name
      : kind === 'slot'
        ? `${name} slot`
        : (/<code>([^<]*)<\/code>/.exec(row)?.[1] ?? name);
  return title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The Community page of a Pro or Premium API page (`/x/api/data-grid/data-grid-premium/` →
 * `/x/api/data-grid/data-grid/`), or of one of its folded tables (`…-premium/slots/` →
 * `…/data-grid/slots/`), or null.
 */
export function communityPage(url: string): string | null {
  const plan = /-(?:pro|premium)\/((?:slots|css-classes)\/)?$/;
  return searchArea(url) === 'api' && plan.test(url) ? url.replace(plan, '/$1') : null;
}

/** The component an API page documents, by its slug: the page's own or, for a folded table's page, its API page's. */
export function apiPageName(url: string): string | undefined {
  const parts = url.replace(/\/$/, '').split('/');
  const last = parts.pop();
  return last === 'slots' || last === 'css-classes' ? parts.pop() : last;
}

/**
 * The page with its description weighted, and on an API page each row's name, without the
 * descriptions of its CSS classes. A Pro or Premium API page whose Community page exists
 * (`isPage`) keeps only its own rows (those with a plan badge): the others are the Community
 * page's, word for word, and are indexed there, so `rowHeight` finds one row rather than three
 * and its reader does not download three 15 kB pages. Returns the page unchanged when it has no
 * indexed body (Pagefind skips it) and throws when an indexed body has no description right
 * after its title, so a layout change cannot silently turn the weighting off.
 */
export function prepareForIndex(
  html: string,
  url: string,
  isPage: (url: string) => boolean = () => false,
): string {
  if (!BODY.test(html)) return html;
  if (!LEAD.test(html)) {
    throw new Error(
      `${url}: no description paragraph right after the <h1> (see src/search/indexing.ts)`,
    );
  }
  const weighted = html.replace(
    LEAD,
    `$1$2 data-pagefind-weight="${DESCRIPTION_WEIGHT}" data-pagefind-meta="description"`,
  );
  if (searchArea(url) !== 'api') return weighted;
  const community = communityPage(url);
  const named = weighted
    .replace(API_NAME, `<td class="$1" data-pagefind-weight="${API_NAME_WEIGHT}"`)
    .replace(API_ROW, (row) =>
      row.replace(/^<tr id="[^"]*"/, (start) => `${start} data-pagefind-title="${rowTitle(row)}"`),
    );
  if (community && isPage(community)) {
    return named.replace(API_ROW, (row) =>
      row.includes('data-plan=') ? row : row.replace('<tr ', '<tr data-pagefind-ignore="all" '),
    );
  }
  // A class's name is what readers search; its description ("Styles applied to the root
  // element…") only makes the page's data longer.
  return named.replace(CLASS_ROW_DESCRIPTION, '$1 data-pagefind-ignore="all">');
}

/**
 * Inside the indexed body but not content: the ad slot, demo toolbars, buttons, plan badges (the
 * titles read "Column pinning", not "Column pinningPro") and the notice of an untranslated page.
 */
export const EXCLUDED_FROM_INDEX = [
  'aside[data-ad-shape]',
  '.demo-toolbar',
  'button',
  '[data-plan]',
  'p[role="note"]',
];

/** A page as Pagefind stored it (its fragment): the fields the page list needs. */
export interface IndexedPage {
  id: string;
  url: string;
  content: string;
  filters: { product?: string[] };
}

/**
 * A word on this share of the pages or more says little about which page answers a query, and
 * searching it alone costs the most (Pagefind returns every page that has it). The share must
 * hold both over all pages and over the pages other than API references, whose tables repeat
 * their own words on every page ("reference", "slots", "string") while guides seldom use them.
 */
export const COMMON_SHARE = 0.4;

/**
 * What the search loads beside the index of one language (facets.ts): every page's area and
 * product by Pagefind result id, and the words common to most pages.
 */
export function pageList(pages: readonly IndexedPage[]): SearchPageList {
  const list: Record<string, string> = {};
  // Per word: the pages that have it, and those of them that are not API references.
  const pagesWith = new Map<string, { all: number; prose: number }>();
  let prose = 0;
  for (const page of [...pages].sort((a, b) => a.id.localeCompare(b.id))) {
    const product = (page.filters.product?.[0] as SearchProductId | undefined) ?? null;
    const area = searchArea(page.url);
    const name = area === 'api' ? apiPageName(page.url) : undefined;
    list[page.id] = encodePage({ area, product, name });
    if (area !== 'api') prose += 1;
    for (const word of new Set(page.content.toLowerCase().split(/[^\p{L}\p{N}]+/u))) {
      if (!word) continue;
      const counts = pagesWith.get(word) ?? { all: 0, prose: 0 };
      counts.all += 1;
      if (area !== 'api') counts.prose += 1;
      pagesWith.set(word, counts);
    }
  }
  const common = [...pagesWith]
    .filter(
      ([, counts]) =>
        counts.all >= COMMON_SHARE * pages.length && counts.prose >= COMMON_SHARE * prose,
    )
    .map(([word]) => word)
    .sort();
  return { pages: list, common };
}
