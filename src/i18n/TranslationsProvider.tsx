'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translations } from './translate';

interface Dictionaries {
  userLanguage: string;
  /** The page language's translations; undefined for English. */
  dictionary: Translations | undefined;
}

const DictionariesContext = createContext<Dictionaries | null>(null);

/**
 * The browser's dictionaries: the page's own language, when it is not English, arrives from the
 * server as `dictionary`; English (the fallback of every language) is bundled with `useTranslate`
 * (./useTranslate.ts), so only the components that translate in the browser carry it. Those a
 * page hydrates at once take their few strings as props from their server parents instead: the
 * English dictionary is no part of a page's first load. Bundling every language had cost English
 * pages 2.5 kB gzip of Chinese strings they never show.
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
  const value = useMemo(() => ({ userLanguage, dictionary }), [userLanguage, dictionary]);
  return <DictionariesContext.Provider value={value}>{children}</DictionariesContext.Provider>;
}

export function useDictionaries(): Dictionaries {
  const dictionaries = useContext(DictionariesContext);
  if (dictionaries === null) {
    throw new Error('useTranslate and useUserLanguage must be used inside a TranslationsProvider.');
  }
  return dictionaries;
}

export function useUserLanguage(): string {
  return useDictionaries().userLanguage;
}
