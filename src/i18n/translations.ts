import en from './translations.json';
import zh from './translations-zh.json';
import type { Translations } from './translate';

/**
 * Translation files are matched by a two-letter suffix (`translations-zh.json`);
 * the file without a suffix is English (SPEC §9).
 */
export const translations: Record<string, Translations> = { en, zh };
