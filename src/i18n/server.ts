import { createTranslate } from './translate';
import { translations } from './translations';

const warned = new Set<string>();

/** The translate function for server components. */
export function getTranslate(userLanguage: string) {
  return createTranslate(translations, userLanguage, console, warned);
}
