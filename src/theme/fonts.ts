import localFont from 'next/font/local';

/**
 * Roboto, self-hosted from @fontsource/roboto through next/font: the files are preloaded, and a
 * fallback font with Roboto's metrics (computed by Next) is used until they arrive, so text never moves.
 * Only the two weights the site uses; nothing is fetched from a fonts service.
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
  display: 'swap',
  variable: '--font-roboto',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'sans-serif'],
});
