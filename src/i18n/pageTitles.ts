import type { Language } from '@/routing/languages';
import en from './pages.json';
import zh from './pages-zh.json';

/**
 * Page title maps, one file per language like the UI strings (SPEC §9: `pages-zh.json`; the file
 * without a suffix is English). Keys are canonical paths (and the paths of nav groups).
 */
const PAGE_TITLES: Record<Language, Readonly<Record<string, string>>> = { en, zh };

/** The English title of a path, or undefined when the map has none. */
export function englishPageTitle(pathname: string): string | undefined {
  return PAGE_TITLES.en[pathname];
}

/**
 * The title of a path in a language: that language's map, else the English map, else undefined
 * (pages outside the maps keep their own title).
 */
export function pageTitle(pathname: string, language: Language): string | undefined {
  return PAGE_TITLES[language][pathname] ?? PAGE_TITLES.en[pathname];
}

/** Paths of a language's map, for completeness tests. */
export function pageTitleKeys(language: Language): string[] {
  return Object.keys(PAGE_TITLES[language]);
}
