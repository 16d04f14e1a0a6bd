import { SPACING } from '@/constants';

export type PaletteMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** Colours a reader picked for the demos and the site accent; unset means the default theme's. */
export interface PaletteColors {
  primary?: string;
  secondary?: string;
}

/** The reader's theme choices (SPEC §3). */
export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
}

export const DEFAULT_THEME_STATE: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: SPACING,
  paletteMode: 'light',
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

function sameColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary === b.primary && a.secondary === b.secondary;
}

/**
 * The theme actions of SPEC §4. `CHANGE` returns the same state object when every given value
 * equals the current one, so nothing re-renders. An unrecognised action throws.
 */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { paletteMode = state.paletteMode, direction = state.direction } = action.payload;
      const paletteColors = action.payload.paletteColors ?? state.paletteColors;
      if (
        paletteMode === state.paletteMode &&
        direction === state.direction &&
        sameColors(paletteColors, state.paletteColors)
      ) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`Unrecognized theme action: ${(action as { type?: unknown }).type}`);
  }
}
