export { readCookie, serializePreferenceCookie } from './cookies';
export {
  CODE_STYLING_LABELS,
  CODE_STYLINGS,
  CODE_VARIANTS,
  codeVariantFromHash,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
export {
  COLOR_MODES,
  parseColorMode,
  resolveColorScheme,
  type ColorMode,
  type ColorScheme,
} from './colorMode';
export { parsePaletteColors, serializePaletteColors } from './paletteColors';
export { initPreferencesScript, THEME_COLORS } from './initScript';
