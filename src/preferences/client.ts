'use client';
import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COOKIE_NAMES, MODE_STORAGE_KEY } from '@/constants';
import type { CodeStyling, CodeVariant } from './codePreferences';
import { parseColorMode, resolveColorScheme, type ColorMode } from './colorMode';
import { serializePreferenceCookie } from './cookies';
import { THEME_COLORS } from './initScript';

/**
 * Browser-side setters for the reader's preferences. Each writes where the init script reads
 * (localStorage or a cookie) and updates `<html>` at once, so CSS switches the page without a re-render.
 */

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

export function readColorMode(): ColorMode {
  try {
    return parseColorMode(localStorage.getItem(MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  const scheme = resolveColorScheme(mode, prefersDark());
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[scheme]);
}

export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  applyColorMode(mode);
  window.dispatchEvent(new Event('docs-color-mode'));
}

export function setDirection(direction: 'ltr' | 'rtl') {
  document.cookie = serializePreferenceCookie(COOKIE_NAMES.direction, direction);
  document.documentElement.dir = direction;
}

export function setCodeVariant(variant: CodeVariant) {
  document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeVariant, variant);
  document.documentElement.setAttribute('data-code-variant', variant);
}

export function setCodeStyling(styling: CodeStyling) {
  document.cookie = serializePreferenceCookie(COOKIE_NAMES.codeStyling, styling);
  document.documentElement.setAttribute('data-code-styling', styling);
}

function subscribeToHtml(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true });
  return () => observer.disconnect();
}

/** The current value of an attribute of `<html>`, re-rendering when it changes; `fallback` on the server. */
export function useHtmlAttribute(name: string, fallback: string): string {
  return useSyncExternalStore(
    subscribeToHtml,
    () => document.documentElement.getAttribute(name) ?? fallback,
    () => fallback,
  );
}

function subscribeToMode(callback: () => void) {
  window.addEventListener('docs-color-mode', callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener('docs-color-mode', callback);
    window.removeEventListener('storage', callback);
  };
}

/** The stored colour mode (light, dark or system). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribeToMode, readColorMode, () => 'system');
}
