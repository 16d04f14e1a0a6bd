import localFont from 'next/font/local';

/**
 * Roboto, self-hosted from @fontsource/roboto through next/font: the files are preloaded, and a
 * fallback stands in until they arrive: the system's own Roboto where it has one (Android,
 * ChromeOS), else an Arial-metric face given Roboto's metrics.
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
  // Our own fallback faces (src/styles/global.css) replace the one next/font writes, whose only
  // source is local(Arial): Linux has Arial's metric twins (Liberation Sans, Arimo) but no Arial,
  // so its readers got system-ui (DejaVu Sans, ~10 % wider) for the whole first view.
  adjustFontFallback: false,
  fallback: [
    'Roboto Installed',
    'Roboto Fallback Metrics',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'sans-serif',
  ],
});
