/** Shared by the worker (sw.ts), the page (register.ts) and the offline page. */

export const SW_URL = '/x/sw.js';
export const SW_SCOPE = '/';
export const OFFLINE_PAGE = '/offline.html';

export const SW_CACHES = {
  pages: 'docs-pages',
  static: 'docs-static',
  assets: 'docs-assets',
  search: 'docs-search',
  demoSources: 'docs-demo-sources',
} as const;

/** How often the page checks whether the document has focus before reloading (SPEC §4, §9). */
export const RELOAD_CHECK_MS = 100;
