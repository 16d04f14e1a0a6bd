'use client';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/constants';

/** The library's default theme for demos, following the site's colour scheme attribute. */
const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
  colorSchemes: { light: true, dark: true },
});

export function DemoTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={demoTheme} modeStorageKey={MODE_STORAGE_KEY} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
