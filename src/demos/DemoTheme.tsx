'use client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/constants';
import { useThemeState, type ThemeState } from '@/theme/client';

/** Emotion cache that mirrors every style for right-to-left demos. */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Smaller controls when the reader asks for dense demos. */
const denseComponents = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
} as const;

/**
 * The library's default theme for demos (never the site's brand theme), with the reader's
 * colours, density, spacing and direction from the settings, following the site's colour scheme.
 */
export function createDemoTheme({ paletteColors, dense, spacing, direction }: ThemeState): Theme {
  const palette = {
    ...(paletteColors.primary ? { primary: { main: paletteColors.primary } } : {}),
    ...(paletteColors.secondary ? { secondary: { main: paletteColors.secondary } } : {}),
  };
  return createTheme({
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: { light: { palette }, dark: { palette } },
    direction,
    spacing,
    ...(dense ? { components: denseComponents } : {}),
  });
}

export function DemoTheme({ children }: { children: ReactNode }) {
  const state = useThemeState();
  const theme = useMemo(() => createDemoTheme(state), [state]);
  const themed = (
    <ThemeProvider theme={theme} modeStorageKey={MODE_STORAGE_KEY} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
  return state.direction === 'rtl' ? (
    <CacheProvider value={rtlCache}>{themed}</CacheProvider>
  ) : (
    themed
  );
}
