'use client';
import {
  createContext,
  useContext,
  useEffect,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COOKIE_NAMES, SPACING } from '@/constants';
import {
  parsePaletteColors,
  readCookie,
  serializePaletteColors,
  serializePreferenceCookie,
} from '@/preferences';
import { applyColorMode, readColorMode } from '@/preferences/client';
import {
  DEFAULT_THEME_STATE,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeReducer';

const DENSITY_STORAGE_KEY = 'docs-density';

const ThemeStateContext = createContext<ThemeState | null>(null);
const ThemeDispatchContext = createContext<Dispatch<ThemeAction> | null>(null);

/** The state the init script already applied to `<html>`, plus what only the client stores. */
function readInitialState(): ThemeState {
  if (typeof document === 'undefined') return DEFAULT_THEME_STATE;
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
    paletteMode: root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light',
    paletteColors: parsePaletteColors(readCookie(document.cookie, COOKIE_NAMES.paletteColors)),
  };
}

/**
 * The reader's theme choices for the demos and the site: density, direction, colours and the
 * resolved colour mode. It renders nothing itself, so reading the browser's state on the first
 * client render cannot cause a hydration mismatch.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, undefined, readInitialState);

  // Keep paletteMode in step with <html>, whoever changes it (settings, another tab, the OS).
  useEffect(() => {
    const root = document.documentElement;
    const sync = () =>
      dispatch({
        type: 'CHANGE',
        payload: {
          paletteMode: root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light',
        },
      });
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onOsChange = () => {
      if (readColorMode() === 'system') applyColorMode('system');
    };
    const onStorage = () => applyColorMode(readColorMode());
    media.addEventListener('change', onOsChange);
    window.addEventListener('storage', onStorage);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', onOsChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    if (root.dir !== state.direction) root.dir = state.direction;
  }, [state.direction]);

  // The outermost client component: its first effect runs once the page has hydrated. Tools and
  // tests wait for this mark instead of guessing how long hydration takes.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const { primary, secondary } = state.paletteColors;
    const set = (name: string, value?: string) =>
      value ? root.style.setProperty(name, value) : root.style.removeProperty(name);
    set('--docs-palette-primary-main', primary);
    set('--docs-palette-secondary-main', secondary);
    document.cookie =
      primary || secondary
        ? serializePreferenceCookie(
            COOKIE_NAMES.paletteColors,
            serializePaletteColors(state.paletteColors),
          )
        : `${COOKIE_NAMES.paletteColors}=; path=/; max-age=0; samesite=lax`;
  }, [state.paletteColors]);

  useEffect(() => {
    try {
      localStorage.setItem(
        DENSITY_STORAGE_KEY,
        JSON.stringify({ dense: state.dense, spacing: state.spacing }),
      );
    } catch {
      // Storage unavailable: density lasts for this page only.
    }
  }, [state.dense, state.spacing]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}

const MISSING_PROVIDER = 'Forgot to wrap component in ThemeProvider';

export function useThemeState(): ThemeState {
  const state = useContext(ThemeStateContext);
  if (!state) throw new Error(MISSING_PROVIDER);
  return state;
}

export function useThemeDispatch(): Dispatch<ThemeAction> {
  const dispatch = useContext(ThemeDispatchContext);
  if (!dispatch) throw new Error(MISSING_PROVIDER);
  return dispatch;
}

/** Changes mode, direction or colours (SPEC §4 "change"). */
export function useChangeTheme() {
  const dispatch = useThemeDispatch();
  return (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) =>
    dispatch({ type: 'CHANGE', payload });
}
