import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COOKIE_NAMES, SPACING } from '@/constants';
import {
  parsePaletteColors,
  readCookie,
  serializePaletteColors,
  serializePreferenceCookie,
} from '@/preferences';
import { useThemeScope } from './themeScope';
import {
  DEFAULT_THEME_STATE,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeReducer';

/**
 * The reader's theme choices for the demos and the site: density, direction, colours and the
 * resolved colour mode. Only what reads them loads this module (the settings drawer, a live demo),
 * so a page nobody touches neither ships the reducer nor reads or writes storage for it. The state
 * starts from what the init script applied to `<html>` and what the browser stored, and a change
 * is written back (to `<html>`, the cookie, localStorage) only when it changes something.
 */

const DENSITY_STORAGE_KEY = 'docs-density';

let state: ThemeState | null = null;
const listeners = new Set<() => void>();

const schemeOf = (root: HTMLElement) =>
  root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';

function readInitialState(): ThemeState {
  const root = document.documentElement;
  let density: { dense?: unknown; spacing?: unknown } = {};
  try {
    density = JSON.parse(localStorage.getItem(DENSITY_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // Unreadable: defaults.
  }
  const spacing = Number(density.spacing);
  return {
    ...DEFAULT_THEME_STATE,
    dense: density.dense === true,
    spacing: Number.isInteger(spacing) && spacing >= 1 && spacing <= 16 ? spacing : SPACING,
    direction: root.dir === 'rtl' ? 'rtl' : 'ltr',
    paletteMode: schemeOf(root),
    paletteColors: parsePaletteColors(readCookie(document.cookie, COOKIE_NAMES.paletteColors)),
  };
}

function current(): ThemeState {
  if (state === null) {
    state = readInitialState();
    // paletteMode follows <html>, whoever changes it (the mode toggle, another tab, the OS).
    const root = document.documentElement;
    new MutationObserver(() =>
      dispatchTheme({ type: 'CHANGE', payload: { paletteMode: schemeOf(root) } }),
    ).observe(root, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  }
  return state;
}

function writeBack(previous: ThemeState, next: ThemeState) {
  const root = document.documentElement;
  if (next.direction !== previous.direction && root.dir !== next.direction) {
    root.dir = next.direction;
  }
  if (next.paletteColors !== previous.paletteColors) {
    const { primary, secondary } = next.paletteColors;
    const set = (name: string, value?: string) =>
      value ? root.style.setProperty(name, value) : root.style.removeProperty(name);
    set('--docs-palette-primary-main', primary);
    set('--docs-palette-secondary-main', secondary);
    document.cookie =
      primary || secondary
        ? serializePreferenceCookie(
            COOKIE_NAMES.paletteColors,
            serializePaletteColors(next.paletteColors),
          )
        : `${COOKIE_NAMES.paletteColors}=; path=/; max-age=0; samesite=lax`;
  }
  if (next.dense !== previous.dense || next.spacing !== previous.spacing) {
    try {
      localStorage.setItem(
        DENSITY_STORAGE_KEY,
        JSON.stringify({ dense: next.dense, spacing: next.spacing }),
      );
    } catch {
      // Storage unavailable: density lasts for this page only.
    }
  }
}

/** Applies a theme action (SPEC §4); an unrecognised one throws before anything changes. */
export function dispatchTheme(action: ThemeAction) {
  const previous = current();
  const next = themeReducer(previous, action);
  if (next === previous) return;
  state = next;
  writeBack(previous, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverState = () => DEFAULT_THEME_STATE;

export function useThemeState(): ThemeState {
  useThemeScope();
  return useSyncExternalStore(subscribe, current, serverState);
}

export function useThemeDispatch(): (action: ThemeAction) => void {
  useThemeScope();
  return dispatchTheme;
}

/** Changes mode, direction or colours (SPEC §4 "change"). */
export function useChangeTheme() {
  const dispatch = useThemeDispatch();
  return (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) =>
    dispatch({ type: 'CHANGE', payload });
}
