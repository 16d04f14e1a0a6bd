/**
 * Configuration from the environment, read at build and on the server. Every variable is listed in the README.
 */
export const config = {
  /** Public origin of the site, for canonical URLs, hreflang, the sitemap and Open Graph. */
  siteUrl: (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** The ad network's script (SPEC §7); unset: no network, so readers see the in-house ads. */
  adScriptUrl: process.env.AD_SCRIPT_URL || undefined,
  /** The ads JSON endpoint the inline ad shape reads (SPEC §7); unset: no external inline ads. */
  adsEndpoint: process.env.ADS_ENDPOINT || undefined,
  /** Google Analytics 4 measurement id; unset: gtag.js is never loaded (events stay in dataLayer). */
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
  /**
   * The production docs host (e.g. `mui.com`): the service worker registers only on it. Read at
   * build time (the pages are static); unset: never registered.
   */
  productionHost: process.env.PRODUCTION_HOST || undefined,
};

/** Where gtag.js comes from and where it sends hits (Google's documented CSP hosts). */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The security-header options of this deployment: our origin plus the configured ad and analytics hosts. */
export function securityOptions() {
  const analytics = !!config.gaMeasurementId;
  return {
    siteUrl: config.siteUrl,
    scriptHosts: [config.adScriptUrl, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])].filter(
      (url): url is string => !!url,
    ),
    connectHosts: [config.adsEndpoint, ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])].filter(
      (url): url is string => !!url,
    ),
  };
}
