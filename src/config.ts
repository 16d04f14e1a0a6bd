/**
 * Configuration from the environment, read at build and on the server. Every variable is listed in the README.
 */
export const config = {
  /** Public origin of the site, for canonical URLs, hreflang, the sitemap and Open Graph. */
  siteUrl: (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
};
