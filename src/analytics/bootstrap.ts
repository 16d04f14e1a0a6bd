import { CONSENT_STORAGE_KEY, decideConsent } from './decisions';

export interface BootstrapConfig {
  consentStorageKey: string;
  /** `NEXT_PUBLIC_GA_MEASUREMENT_ID`, or null: events then stay in `dataLayer`. */
  measurementId: string | null;
}

/**
 * Defines the global `gtag` over `window.dataLayer` before any other script runs, so every event of
 * the page (ads, clicks, page views) is queued in order and observable, whether or not Google's
 * gtag.js ever loads. Consent comes first: the default is decided from the stored choice and the
 * browser's Do Not Track / Global Privacy Control signals, and is `denied` unless the reader agreed.
 *
 * Runs as an inline script: it must not reference anything outside itself except its arguments.
 */
export function bootstrapAnalytics(config: BootstrapConfig, decide: typeof decideConsent) {
  const win = window as unknown as {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    doNotTrack?: string;
  };
  const dataLayer = (win.dataLayer = win.dataLayer || []);
  win.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the queue, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(config.consentStorageKey);
  } catch {
    // Storage blocked: nothing stored.
  }
  const consent = decide({
    stored,
    doNotTrack: nav.doNotTrack === '1' || win.doNotTrack === '1',
    globalPrivacyControl: nav.globalPrivacyControl === true,
  });
  win.gtag('consent', 'default', {
    analytics_storage: consent.analytics,
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  win.gtag('js', new Date());
  if (config.measurementId) {
    // Page views are sent by the site (after client navigations too), not by gtag.js on load.
    win.gtag('config', config.measurementId, { send_page_view: false });
  }
}

export function analyticsBootstrapScript(
  measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || null,
): string {
  const config: BootstrapConfig = { consentStorageKey: CONSENT_STORAGE_KEY, measurementId };
  return `try{(${String(bootstrapAnalytics)})(${JSON.stringify(config)},${String(decideConsent)})}catch(e){}`;
}
