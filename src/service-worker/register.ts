import { RELOAD_CHECK_MS, SW_SCOPE, SW_URL } from './config';

export { shouldRegister } from './shouldRegister';

/**
 * Reloads once the document has focus, checking every 100 ms (SPEC §4): a reader in another tab
 * or window is not reloaded under their eyes. Returns a cancel function.
 */
export function reloadWhenFocused(
  hasFocus: () => boolean,
  reload: () => void,
  timers: {
    setInterval: (callback: () => void, ms: number) => unknown;
    clearInterval: (id: never) => void;
  } = globalThis as never,
): () => void {
  const id = timers.setInterval(() => {
    if (!hasFocus()) return;
    timers.clearInterval(id as never);
    reload();
  }, RELOAD_CHECK_MS);
  return () => timers.clearInterval(id as never);
}

/**
 * Registers /x/sw.js and keeps the page on the newest build: a waiting worker is told to skip
 * waiting; once a new worker controls a page that already had one, the page reloads when focused.
 * The first install only warms the cache with this page and what it loaded, so the page the
 * reader arrived on also opens offline.
 */
export async function registerServiceWorker() {
  const container = navigator.serviceWorker;
  const registration = await container.register(SW_URL, { scope: SW_SCOPE });
  let controlled = !!container.controller;

  const skipWaiting = (worker: ServiceWorker | null) =>
    worker?.postMessage({ type: 'SKIP_WAITING' });
  skipWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') skipWaiting(worker);
    });
  });

  container.addEventListener('controllerchange', () => {
    if (controlled) {
      reloadWhenFocused(
        () => document.hasFocus(),
        () => window.location.reload(),
      );
      return;
    }
    controlled = true;
    warmCache(container.controller);
  });
  return registration;
}

function warmCache(worker: ServiceWorker | null) {
  const urls: (string | [string, RequestInit])[] = [
    // Marked as the page itself, so the worker files it with the pages (sw.ts).
    [window.location.href, { headers: { 'X-Docs-Warm': 'page' } }],
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === window.location.origin),
  ];
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}
