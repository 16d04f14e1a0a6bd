'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, type Translate, type Translations } from './translate';
import en from './translations.json';

interface Dictionaries {
  userLanguage: string;
  all: Record<string, Translations>;
}

const DictionariesContext = createContext<Dictionaries | null>(null);

/** Warnings already printed in this browser tab, so each language and key warns once. */
const warned = new Set<string>();

/**
 * The browser's dictionaries: English (the fallback of every language) is bundled; the page's own
 * language, when it is not English, arrives from the server as `dictionary`. Bundling every
 * language cost English pages 2.5 kB gzip of Chinese strings they never show.
 */
export function TranslationsProvider({
  userLanguage,
  dictionary,
  children,
}: {
  userLanguage: string;
  /** The page language's translations; omitted for English. */
  dictionary?: Translations;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ userLanguage, all: dictionary ? { en, [userLanguage]: dictionary } : { en } }),
    [userLanguage, dictionary],
  );
  return <DictionariesContext.Provider value={value}>{children}</DictionariesContext.Provider>;
}

function useDictionaries(): Dictionaries {
  const dictionaries = useContext(DictionariesContext);
  if (dictionaries === null) {
    throw new Error('useTranslate and useUserLanguage must be used inside a TranslationsProvider.');
  }
  return dictionaries;
}

export function useUserLanguage(): string {
  return useDictionaries().userLanguage;
}

/** The translate function of the reader's language (rules in `createTranslate`). */
export function useTranslate(): Translate {
  const { userLanguage, all } = useDictionaries();
  return useMemo(() => createTranslate(all, userLanguage, console, warned), [all, userLanguage]);
}
