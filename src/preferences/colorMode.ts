export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'system', 'dark'];

/**
 * The colour scheme a mode shows: the OS preference for `system`, and for anything unknown.
 * Self-contained on purpose: the init script inlines its source.
 */
export function resolveColorScheme(mode: string | null, prefersDark: boolean): ColorScheme {
  if (mode === 'light' || mode === 'dark') return mode;
  return prefersDark ? 'dark' : 'light';
}

export function parseColorMode(value: string | null | undefined): ColorMode {
  return value === 'light' || value === 'dark' ? value : 'system';
}
