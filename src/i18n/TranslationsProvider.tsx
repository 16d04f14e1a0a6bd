'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, type Translate } from './translate';
import { translations } from './translations';

const UserLanguageContext = createContext<string | null>(null);

/** Warnings already printed in this browser tab, so each language and key warns once. */
const warned = new Set<string>();

export function TranslationsProvider({
  userLanguage,
  children,
}: {
  userLanguage: string;
  children: ReactNode;
}) {
  return (
    <UserLanguageContext.Provider value={userLanguage}>{children}</UserLanguageContext.Provider>
  );
}

export function useUserLanguage(): string {
  const userLanguage = useContext(UserLanguageContext);
  if (userLanguage === null) {
    throw new Error('useUserLanguage must be used inside a TranslationsProvider.');
  }
  return userLanguage;
}

/** The translate function of the reader's language (rules in `createTranslate`). */
export function useTranslate(): Translate {
  const userLanguage = useUserLanguage();
  return useMemo(
    () => createTranslate(translations, userLanguage, console, warned),
    [userLanguage],
  );
}
