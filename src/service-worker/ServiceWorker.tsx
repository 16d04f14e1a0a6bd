'use client';
import { useEffect } from 'react';
import { registerServiceWorker, shouldRegister } from './register';

/** Registers the service worker on the production host only (PRODUCTION_HOST, read at build). */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (!shouldRegister(window.location, process.env.PRODUCTION_HOST)) return;
    registerServiceWorker().catch((error: unknown) => {
      // The site works without it; say why for whoever is debugging.
      console.warn('Service worker registration failed:', error);
    });
  }, []);
  return null;
}
