import en from './translations.json';

/** A translation file: nested objects of strings. */
export interface Translations {
  [key: string]: string | Translations;
}

type Join<K extends string, P extends string> = P extends '' ? K : `${K}.${P}`;
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>>;
}[keyof T & string];

/** Every key of the English file, dotted: `'page.copy'`. */
export type TranslationKey = Paths<typeof en>;

export interface Logger {
  warn: (message: string) => void;
  error: (message: string) => void;
}

function lookup(translations: Translations | undefined, key: string): string | undefined {
  let node: string | Translations | undefined = translations;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Builds a translate function for one language (SPEC §8):
 * - an unknown language logs an error and shows an ellipsis;
 * - a key missing in a language falls back to English, with a warning once per language and key;
 * - a key missing in English too returns null.
 */
export function createTranslate(
  all: Record<string, Translations>,
  userLanguage: string,
  logger: Logger = console,
  warned: Set<string> = new Set(),
) {
  return function translate(key: TranslationKey | (string & {})): string | null {
    const translations = all[userLanguage];
    if (!translations) {
      logger.error(`Missing language: ${userLanguage}.`);
      return '…';
    }
    const value = lookup(translations, key);
    if (value !== undefined) return value;
    const warning = `${userLanguage}:${key}`;
    if (!warned.has(warning)) {
      warned.add(warning);
      logger.warn(`Missing translation for ${key} in ${userLanguage}.`);
    }
    return userLanguage === 'en' ? null : (lookup(all.en, key) ?? null);
  };
}

export type Translate = ReturnType<typeof createTranslate>;
