import localFont from 'next/font/local';

/**
 * Roboto, self-hosted from @fontsource/roboto through next/font: the files are preloaded, and a
 * fallback font with Roboto's metrics (computed by Next) stands in until they arrive.
 * `display: 'optional'`: a font that misses the first ~100 ms is not swapped in for that view (it
 * is cached for the next one). With 'swap', a late font re-wrapped the prose and moved the page by
 * ~25 px on a loaded machine (measured by tests/e2e/ads.spec.ts): the metric-matched fallback is
 * close, not identical. Only the two weights the site uses; nothing is fetched from a fonts service.
 */
export const roboto = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-roboto',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'sans-serif'],
});
