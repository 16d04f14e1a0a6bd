import { useMemo } from 'react';
import { createTranslate, type Translate } from './translate';
import en from './translations.json';
import { useDictionaries } from './TranslationsProvider';

/** Warnings already printed in this browser tab, so each language and key warns once. */
const warned = new Set<string>();

/**
 * The translate function of the reader's language (rules in `createTranslate`). Importing it
 * bundles the English dictionary: a component hydrated with every page takes its strings as props.
 * No `'use client'` here: server modules reach this file through the `@/i18n` barrel, and a
 * client module a server module imports joins the first load of every page.
 */
export function useTranslate(): Translate {
  const { userLanguage, dictionary } = useDictionaries();
  return useMemo(
    () =>
      createTranslate(
        dictionary ? { en, [userLanguage]: dictionary } : { en },
        userLanguage,
        console,
        warned,
      ),
    [dictionary, userLanguage],
  );
}
