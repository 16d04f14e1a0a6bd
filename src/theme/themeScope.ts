import { createContext, useContext } from 'react';

/**
 * Whether a component is inside DocsThemeProvider. The provider holds no state itself (that is in
 * themeStore.ts, loaded by what reads it), but the theme hooks still need their provider above
 * them, and say so when it is missing (SPEC §8).
 */
export const ThemeScope = createContext(false);

export const MISSING_PROVIDER = 'Forgot to wrap component in ThemeProvider';

export function useThemeScope() {
  if (!useContext(ThemeScope)) throw new Error(MISSING_PROVIDER);
}
