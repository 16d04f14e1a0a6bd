export {
  DocsThemeProvider,
  useChangeTheme,
  useThemeDispatch,
  useThemeState,
} from './DocsThemeProvider';
export { DEFAULT_THEME_STATE, themeReducer } from './themeReducer';
export type {
  Direction,
  PaletteColors,
  PaletteMode,
  ThemeAction,
  ThemeState,
} from './themeReducer';
