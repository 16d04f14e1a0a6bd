'use client';
import { useEffect } from 'react';
import { shouldRegister } from './shouldRegister';

/**
 * Registers the service worker on the production host only (PRODUCTION_HOST, read at build). The
 * registration's code is fetched there alone, after hydration: other hosts never load it.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (!shouldRegister(window.location, process.env.PRODUCTION_HOST)) return;
    import('./register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        // The site works without it; say why for whoever is debugging.
        console.warn('Service worker registration failed:', error);
      });
  }, []);
  return null;
}
