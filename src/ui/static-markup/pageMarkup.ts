import { boundedCache } from '@/markdown/boundedCache';
import { isFilePath } from '@/navigation/tree';

/**
 * The static markup of pages the reader navigates to in the app, read from their HTML (see
 * StaticMarkupHost). One fetch and one parse per page, shared by all the page's hosts and started
 * early when the reader shows the intent to follow a link.
 */

export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup';

/** Pages kept parsed: the one being opened and a few the reader pointed at on the way. */
const PAGE_LIMIT = 4;
const MARKUP_LIMIT = 256;
/** A failed read is answered from memory this long, then tried again (the reader may be back online). */
const FAILURE_MEMORY_MS = 10_000;

const pages = boundedCache<{ read: Promise<Document | null>; page?: Document | null }>(PAGE_LIMIT);
const markups = boundedCache<{ read: Promise<string | null>; failedAt?: number }>(MARKUP_LIMIT);

/** The element that holds `id`'s markup in a page. */
const holderOf = (page: ParentNode, id: string) =>
  page.querySelector(`[${STATIC_MARKUP_ATTRIBUTE}="${id.replace(/["\\]/g, '\\$&')}"]`);

/**
 * The parsed HTML of the page at `source`, or null when it cannot be read. Given `stale`, a copy
 * read earlier that lacks what was asked for, it reads the page anew, past this memory and the
 * HTTP cache (a page edited in `next dev`, or deployed since): once for all who ask.
 */
function readPage(source: string, stale?: Document): Promise<Document | null> {
  const known = pages.get(source);
  if (known && !(stale && known.page === stale)) return known.read;
  const entry: { read: Promise<Document | null>; page?: Document | null } = {
    read: fetch(source, { headers: { accept: 'text/html' }, cache: stale ? 'no-cache' : 'default' })
      .then(async (response) =>
        response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null,
      )
      .catch(() => null)
      .then((page) => {
        entry.page = page;
        // A failure is not kept: the next reader's intent tries again.
        if (!page && pages.get(source) === entry) pages.delete(source);
        return page;
      }),
  };
  pages.set(source, entry);
  return entry.read;
}

/**
 * The markup stored under `id` in the HTML of the page at `source`, or null when the page or the
 * markup cannot be read. The same promise for the same markup, as React's `use` needs; once
 * settled it says so the way React reads it, so a host rendering it again does not suspend.
 */
export function markupOf(source: string, id: string): Promise<string | null> {
  const key = `${source}\n${id}`;
  const known = markups.get(key);
  if (known && !(known.failedAt && Date.now() - known.failedAt > FAILURE_MEMORY_MS)) {
    return known.read;
  }
  const find = (page: Document | null) => {
    const holder = page && holderOf(page, id);
    return holder?.firstChild ? holder.innerHTML : null;
  };
  const entry: { read: Promise<string | null>; failedAt?: number } = {
    read: readPage(source).then(async (page) => {
      // Ids name the text they were made from: one missing from a page read earlier is newer.
      const html = find(page) ?? (page ? find(await readPage(source, page)) : null);
      if (html === null) entry.failedAt = Date.now();
      Object.assign(entry.read, { status: 'fulfilled', value: html });
      return html;
    }),
  };
  markups.set(key, entry);
  return entry.read;
}

/** Whether `markupOf` was asked for this markup: what a host shows is then that, not the server's. */
export function wasRead(source: string, id: string) {
  return markups.get(`${source}\n${id}`) !== undefined;
}

/**
 * Starts reading a page of this site the reader may open next (a link's `href`): returns its path,
 * or null for a link that leaves the site, names a file or stays on this page.
 */
export function prefetchMarkup(href: string): string | null {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  if (isFilePath(url.pathname)) return null;
  void readPage(url.pathname);
  return url.pathname;
}

/**
 * Whether the document holds the server's markup for `id`: the page was loaded, not navigated to
 * (markup a host put in after reading it is marked `data-read`).
 */
export function hasServerMarkup(id: string) {
  const holder = holderOf(document, id);
  return Boolean(holder?.firstChild && !holder.hasAttribute('data-read'));
}

/** Fired on a host whose markup was put in after the page loaded, for behaviours to attach to it. */
export const MARKUP_INSERTED_EVENT = 'docs:markup-inserted';
