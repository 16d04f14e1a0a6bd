export { DocsThemeProvider } from './DocsThemeProvider';
export { useChangeTheme, useThemeDispatch, useThemeState } from './themeStore';
export { DEFAULT_THEME_STATE, themeReducer } from './themeReducer';
export type {
  Direction,
  PaletteColors,
  PaletteMode,
  ThemeAction,
  ThemeState,
} from './themeReducer';
