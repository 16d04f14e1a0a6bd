'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '@/constants';
import { ConsentBanner, type ConsentLabels } from './ConsentBanner';
import { readConsent, saveConsent, shouldAskConsent, subscribeToConsent } from './consent';
import {
  clickEvent,
  pageFromPath,
  pageViewParams,
  sampled,
  userProperties,
  WEB_VITALS_SAMPLE_RATE,
  webVitalEvent,
  type ConsentChoice,
  type VitalMetric,
} from './decisions';

const MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || null;
const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * The site's analytics (SPEC §7), mounted once in the root layout: page views on load and after
 * every client navigation, the delegated `data-ga-event-*` click listener, user properties, sampled
 * web vitals and the consent banner. `gtag` itself is defined by the inline bootstrap script
 * (bootstrap.ts), so all of this only queues calls; Google's gtag.js loads only when a measurement
 * id is configured and the reader has agreed.
 */
export function Analytics({
  language,
  consentLabels,
}: {
  language: string;
  consentLabels: ConsentLabels;
}) {
  const pathname = usePathname();
  const lastTitle = useRef<string | null>(null);
  const askConsent = useSyncExternalStore(subscribeToConsent, shouldAskConsent, () => false);

  useEffect(() => {
    if (readConsent().analytics === 'granted') loadGtag();

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>('[data-ga-event-category]');
      if (!element) return;
      const sent = clickEvent(
        {
          category: element.dataset.gaEventCategory ?? '',
          action: element.dataset.gaEventAction ?? null,
          label: element.dataset.gaEventLabel ?? null,
          split: element.dataset.gaEventSplit ?? null,
        },
        Math.random,
      );
      if (sent) window.gtag?.('event', sent.action, sent.params);
    };
    document.addEventListener('click', onClick, true);

    if (sampled(WEB_VITALS_SAMPLE_RATE, Math.random)) void reportWebVitals();
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    // The first view is sent at once; after a client navigation, once the new title is in place.
    const previous = lastTitle.current;
    return afterTitleChange(previous, () => {
      lastTitle.current = document.title;
      sendPageView(language, pathname);
    });
  }, [pathname, language]);

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    if (choice === 'granted') loadGtag();
  };

  return askConsent ? <ConsentBanner labels={consentLabels} onChoose={choose} /> : null;
}

function sendPageView(language: string, pathname: string) {
  const root = document.documentElement;
  // From the path, not the new page's meta tags, which may land after its title on a client
  // navigation. The public origin comes from the canonical link (the same on every page).
  const canonicalLink = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const page = pageFromPath(
    pathname,
    canonicalLink ? new URL(canonicalLink).origin : window.location.origin,
  );
  window.gtag?.(
    'set',
    'user_properties',
    userProperties({
      codeVariant: root.getAttribute('data-code-variant'),
      userLanguage: language,
      devicePixelRatio: window.devicePixelRatio || 1,
      prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      colorScheme: root.getAttribute(COLOR_SCHEME_ATTRIBUTE),
      codeStyling: root.getAttribute('data-code-styling'),
    }),
  );
  window.gtag?.(
    'event',
    'page_view',
    pageViewParams({
      title: document.title,
      ...page,
    }),
  );
}

/**
 * Calls `callback` once `document.title` is the new page's: not empty (Next removes the old
 * `<title>` before it inserts the new one) and not `previous`; at once on the first view; after a
 * second at the latest, since two pages may share a title. Returns a cancel function.
 */
function afterTitleChange(previous: string | null, callback: () => void): () => void {
  const settled = () => document.title !== '' && document.title !== previous;
  if (previous === null || settled()) {
    callback();
    return () => {};
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new MutationObserver(() => {
    if (settled()) finish();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(finish, 1000);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

let gtagRequested = false;

/** Google's gtag.js, once, when the page is idle; it then sends what `dataLayer` queued. */
function loadGtag() {
  if (!MEASUREMENT_ID || gtagRequested) return;
  gtagRequested = true;
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(MEASUREMENT_ID)}`;
    document.head.appendChild(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1);
}

/** Only for the sampled page loads: the web-vitals code is not downloaded otherwise. */
async function reportWebVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: VitalMetric) => {
    const event = webVitalEvent(metric);
    window.gtag?.('event', event.action, event.params);
  };
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
