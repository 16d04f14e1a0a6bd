/// <reference lib="webworker" />
/**
 * The service worker, served at /x/sw.js (scope `/`). Bundled after each build by
 * scripts/bundle.mjs, which stamps the build id into it: a new build is a new
 * worker, which the page tells to take over (register.ts).
 *
 * Offline reading, never staleness: pages are network-first (online readers always get the
 * current build), the last 50 visited pages are kept for offline use, hashed static assets are
 * cache-first (their names change when they do), the search files the reader used are kept, and
 * a navigation with neither network nor cache gets the offline page.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import { isContentNamedSearchFile } from '../search/indexFiles';
import { OFFLINE_PAGE, SW_CACHES } from './config';

declare const self: ServiceWorkerGlobalScope;
/** Stamped in by the bundler: the build id, and the offline page's content hash. */
declare const SW_BUILD_ID: string;
declare const SW_OFFLINE_REVISION: string;

const isPrivate = (pathname: string) =>
  pathname.startsWith('/admin/') || pathname.startsWith('/api/');

/** A page load: a navigation, or the page itself sent by register.ts to warm the cache. */
const isPageRequest = (request: Request) =>
  request.mode === 'navigate' ||
  (request.method === 'GET' && request.headers.get('X-Docs-Warm') === 'page');

const searchExpiration = new ExpirationPlugin({ maxEntries: 300 });

const serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_PAGE, revision: SW_OFFLINE_REVISION }],
  precacheOptions: { cleanupOutdatedCaches: true },
  // The page posts SKIP_WAITING to a waiting worker (SPEC §4), which Serwist then honours.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && isPageRequest(request) && !isPrivate(url.pathname),
      handler: new NetworkFirst({
        cacheName: SW_CACHES.pages,
        plugins: [new ExpirationPlugin({ maxEntries: 50 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: SW_CACHES.static,
        plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 })],
      }),
    },
    {
      // The search index's chunks and results, named by their content: cache-first, like hashed
      // scripts. The files that keep their names (the entry file names the current chunks) are
      // network-first. One cache, one expiry for both.
      matcher: ({ url, sameOrigin }) => sameOrigin && isContentNamedSearchFile(url.pathname),
      handler: new CacheFirst({ cacheName: SW_CACHES.search, plugins: [searchExpiration] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_pagefind/'),
      handler: new NetworkFirst({ cacheName: SW_CACHES.search, plugins: [searchExpiration] }),
    },
    {
      // Demo sources the reader opened (fetched by the code panel): theirs to read offline too.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/demo-source/'),
      handler: new NetworkFirst({
        cacheName: SW_CACHES.demoSources,
        plugins: [new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
    {
      // Unhashed files of our own (images, the favicon): shown from cache, refreshed behind.
      matcher: ({ request, sameOrigin }) =>
        sameOrigin && (request.destination === 'image' || request.destination === 'font'),
      handler: new StaleWhileRevalidate({
        cacheName: SW_CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: 100 })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

// The build this worker belongs to, for the page (and for anyone debugging a reader's cache).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage(SW_BUILD_ID);
});

serwist.addEventListeners();
