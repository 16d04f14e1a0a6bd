/**
 * The business constants of SPEC §9, in one place. Everything else imports them from here.
 */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Spacing unit in px. */
export const SPACING = 8;
/** MUI's default border radius, used by the demos. */
export const DEFAULT_BORDER_RADIUS = 4;
/** The site's own (brand) border radius. */
export const BRAND_BORDER_RADIUS = 12;

/** Emotion inserts style rules in chunks of this size in speedy mode. */
export const STYLE_INSERTION_CHUNK = 65000;

export const DEBOUNCE_MS = 166;
export const FOCUS_VISIBLE_BLUR_DELAY_MS = 100;
/** The service worker's reload-when-focused check interval. */
export const RELOAD_CHECK_MS = 100;

/** Web vitals are reported for about 1 in 10000 page views. */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10000;

export const AD = {
  displaySampleRate: 0.1,
  adblockAppealChance: 0.2,
  inlineShapeChance: 0.2,
  pollIntervalMs: 500,
  pollMaxTries: 30,
  adblockAssumedAfterPolls: 6,
  fetchMaxRetries: 10,
  displayEventDelayMs: 2500,
  margins: 3,
  minHeight: 142,
  minHeightSmUp: 126,
} as const;

/** Preference cookies live for one year. */
export const COOKIE_MAX_AGE_S = 31536000;

export const THEME = {
  contrastThreshold: 3,
  tonalOffset: 0.2,
  fontSize: 14,
  htmlFontSize: 16,
  transitionStandardMs: 300,
} as const;

export const Z_INDEX = { modal: 1300, snackbar: 1400, tooltip: 1500 } as const;

/** How long the copy button says "Copied". */
export const COPIED_FEEDBACK_MS = { codeBlock: 2000, copyComponent: 1200 } as const;

/** localStorage key of the colour mode (light, dark, system). */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Attribute on `<html>` naming the active colour scheme. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const COOKIE_NAMES = {
  userLanguage: 'userLanguage',
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  paletteColors: 'paletteColors',
  direction: 'direction',
} as const;
