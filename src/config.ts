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
};

/** The security-header options of this deployment: our origin plus the configured ad hosts. */
export function securityOptions() {
  return {
    siteUrl: config.siteUrl,
    scriptHosts: [config.adScriptUrl].filter((url): url is string => !!url),
    connectHosts: [config.adsEndpoint].filter((url): url is string => !!url),
  };
}
