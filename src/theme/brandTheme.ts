import { createTheme } from '@mui/material/styles';
import {
  BRAND_BORDER_RADIUS,
  BREAKPOINTS,
  COLOR_SCHEME_ATTRIBUTE,
  SPACING,
  THEME,
  Z_INDEX,
} from '@/constants';

export const SITE_CSS_VAR_PREFIX = 'docs';

/**
 * The site's own theme. The chrome is server-rendered HTML styled with the CSS variables
 * this theme generates (prefix `--docs-`), so the demos' theme (`--mui-`) never collides with it.
 */
export const brandTheme = createTheme({
  cssVariables: {
    cssVarPrefix: SITE_CSS_VAR_PREFIX,
    colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]`,
  },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0a66c2' },
        secondary: { main: '#7b2cbf' },
        background: { default: '#ffffff', paper: '#f7f9fc' },
        text: { primary: '#14202e', secondary: '#4a5868' },
        divider: '#dde3ea',
        contrastThreshold: THEME.contrastThreshold,
        tonalOffset: THEME.tonalOffset,
      },
    },
    dark: {
      palette: {
        primary: { main: '#6cb4ff' },
        secondary: { main: '#c8a2f5' },
        background: { default: '#0c1117', paper: '#131a22' },
        text: { primary: '#e7edf3', secondary: '#a3b1c0' },
        divider: '#27323e',
        contrastThreshold: THEME.contrastThreshold,
        tonalOffset: THEME.tonalOffset,
      },
    },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  spacing: SPACING,
  shape: { borderRadius: BRAND_BORDER_RADIUS },
  typography: {
    fontFamily: 'var(--font-roboto), system-ui, sans-serif',
    fontSize: THEME.fontSize,
    htmlFontSize: THEME.htmlFontSize,
  },
  transitions: { duration: { standard: THEME.transitionStandardMs } },
  zIndex: { ...Z_INDEX },
});

/** The variables the chrome uses; the theme generates many more (component palettes, shadows). */
const USED_VARIABLE =
  /^--docs-(spacing|shape-|zIndex-(modal|snackbar|tooltip)|font-|palette-(primary|secondary|error|warning|info|success|text|background|divider|action|grey)-?)/;

function toCss(sheet: Record<string, Record<string, string | number>>): string {
  return Object.entries(sheet)
    .map(([selector, declarations]) => {
      const body = Object.entries(declarations)
        .filter(([property]) => property === 'colorScheme' || USED_VARIABLE.test(property))
        .map(([property, value]) =>
          property === 'colorScheme' ? `color-scheme:${value}` : `${property}:${value}`,
        )
        .join(';');
      return `${selector}{${body}}`;
    })
    .join('');
}

/** The theme's CSS variables as a stylesheet, rendered once into the document head. */
export function brandThemeCss(): string {
  // Themes created with `cssVariables` carry `generateStyleSheets`; the public `Theme` type omits it.
  const { generateStyleSheets } = brandTheme as unknown as {
    generateStyleSheets: () => Record<string, Record<string, string>>[];
  };
  const sheets = generateStyleSheets();
  return sheets.map(toCss).join('\n');
}
