import { isFilePath } from './tree';

/**
 * Where the client router should take a click on `anchor`, or null when the click is the
 * browser's: not the primary button, a modifier held (new tab, new window, download), a link
 * with a target or a download, another site, a file of this one (`/x/llms.txt`), or an anchor of
 * the page the reader is on.
 */
export function routedHref(event: MouseEvent, anchor: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || isFilePath(url.pathname)) return null;
  if (url.pathname === location.pathname && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
