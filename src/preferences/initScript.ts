import {
  COLOR_SCHEME_ATTRIBUTE,
  COOKIE_MAX_AGE_S,
  COOKIE_NAMES,
  MODE_STORAGE_KEY,
} from '@/constants';
import { codeVariantFromHash } from './codePreferences';
import { resolveColorScheme } from './colorMode';
import { parsePaletteColors } from './paletteColors';

export const THEME_COLORS = { light: '#ffffff', dark: '#0c1117' } as const;

export interface InitConfig {
  modeStorageKey: string;
  apiLayoutStorageKey: string;
  schemeAttribute: string;
  themeColors: { light: string; dark: string };
  cookies: { direction: string; codeVariant: string; codeStyling: string; paletteColors: string };
  codeStylings: string[];
  cookieMaxAge: number;
}

export const INIT_CONFIG: InitConfig = {
  modeStorageKey: MODE_STORAGE_KEY,
  apiLayoutStorageKey: 'docs-api-layout',
  schemeAttribute: COLOR_SCHEME_ATTRIBUTE,
  themeColors: { ...THEME_COLORS },
  cookies: {
    direction: COOKIE_NAMES.direction,
    codeVariant: COOKIE_NAMES.codeVariant,
    codeStyling: COOKIE_NAMES.codeStyling,
    paletteColors: COOKIE_NAMES.paletteColors,
  },
  codeStylings: ['system', 'tailwind', 'css'],
  cookieMaxAge: COOKIE_MAX_AGE_S,
};

/**
 * Applies the reader's stored choices to `<html>` before the first paint, so no frame shows the
 * wrong colour scheme, direction or code variant on a statically generated page:
 * - `data-mui-color-scheme` and `color-scheme` from localStorage `mui-mode` (default: the OS);
 *   `<meta name="theme-color">` follows;
 * - `dir` from `?direction=` or the `direction` cookie;
 * - `data-code-variant` from a demo-file hash (`#Demo.js`, remembered) or the `codeVariant` cookie;
 * - `data-code-styling` from the `codeStyling` cookie;
 * - the site accent from the `paletteColors` cookie;
 * - `data-api-layout` (table or list) from localStorage `docs-api-layout`.
 *
 * Runs as an inline script: it must not reference anything outside itself except its arguments.
 */
export function initPreferences(
  config: InitConfig,
  resolveScheme: typeof resolveColorScheme,
  parsePalette: typeof parsePaletteColors,
  variantFromHash: typeof codeVariantFromHash,
) {
  const root = document.documentElement;
  const cookie = (name: string) => {
    const found = document.cookie.split('; ').find((part) => part.indexOf(`${name}=`) === 0);
    if (!found) return null;
    try {
      return decodeURIComponent(found.slice(name.length + 1));
    } catch {
      return null;
    }
  };

  let mode: string | null = null;
  let apiLayout: string | null = null;
  try {
    mode = localStorage.getItem(config.modeStorageKey);
    apiLayout = localStorage.getItem(config.apiLayoutStorageKey);
  } catch {
    // Storage blocked: follow the OS, show tables.
  }
  root.setAttribute('data-api-layout', apiLayout === 'list' ? 'list' : 'table');
  const scheme = resolveScheme(mode, window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute(config.schemeAttribute, scheme);
  root.style.colorScheme = scheme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', config.themeColors[scheme]);

  const directionParam = new URLSearchParams(window.location.search).get('direction');
  root.dir =
    directionParam === 'rtl' || directionParam === 'ltr'
      ? directionParam
      : cookie(config.cookies.direction) === 'rtl'
        ? 'rtl'
        : 'ltr';

  const hashVariant = variantFromHash(window.location.hash);
  if (hashVariant) {
    document.cookie = `${config.cookies.codeVariant}=${hashVariant}; path=/; max-age=${config.cookieMaxAge}; samesite=lax`;
  }
  root.setAttribute(
    'data-code-variant',
    hashVariant || (cookie(config.cookies.codeVariant) === 'JS' ? 'JS' : 'TS'),
  );
  const styling = cookie(config.cookies.codeStyling);
  root.setAttribute(
    'data-code-styling',
    styling && config.codeStylings.indexOf(styling) !== -1 ? styling : 'system',
  );

  const colors = parsePalette(cookie(config.cookies.paletteColors));
  if (colors.primary) root.style.setProperty('--docs-palette-primary-main', colors.primary);
  if (colors.secondary) root.style.setProperty('--docs-palette-secondary-main', colors.secondary);
}

/** The init script's source, for an inline `<script>` in `<head>`. */
export function initPreferencesScript(config: InitConfig = INIT_CONFIG): string {
  const helpers = [resolveColorScheme, parsePaletteColors, codeVariantFromHash]
    .map(String)
    .join(',');
  return `try{(${String(initPreferences)})(${JSON.stringify(config)},${helpers})}catch(e){}`;
}
