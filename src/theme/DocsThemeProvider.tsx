'use client';
import { useEffect, type ReactNode } from 'react';
import { applyColorMode, readColorMode } from '@/preferences/client';
import { ThemeScope } from './themeScope';

/**
 * The scope of the theme hooks (themeStore.ts), and what every page does for the colour mode
 * whether or not anything reads the theme: a "system" reader follows the OS as it changes, and a
 * mode chosen in another tab applies here too. It renders nothing itself.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onOsChange = () => {
      if (readColorMode() === 'system') applyColorMode('system');
    };
    const onStorage = () => applyColorMode(readColorMode());
    media.addEventListener('change', onOsChange);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', onOsChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // The outermost client component: its first effect runs once the page has hydrated. Tools and
  // tests wait for this mark instead of guessing how long hydration takes.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);

  return <ThemeScope.Provider value>{children}</ThemeScope.Provider>;
}
