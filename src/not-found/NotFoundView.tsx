'use client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createTranslate, translations } from '@/i18n';
import { LANGUAGE_TAGS, localizePath, pathnameToLanguage, type Language } from '@/routing';
import styles from './NotFoundView.module.css';
import { suggestPages, type PageSummary } from './suggestPages';

/**
 * The 404 page is one static file for every URL, so it reads the address in the browser
 * to speak the reader's language and suggest pages close to what they asked for.
 */
const subscribeToNothing = () => () => {};

export function NotFoundView({ pages }: { pages: PageSummary[] }) {
  // The address is only known in the browser; the server renders the English fallback.
  const pathname = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.pathname,
    () => null,
  );
  const language: Language =
    pathname && pathnameToLanguage(pathname).userLanguage === 'zh' ? 'zh' : 'en';
  const suggestions = useMemo(() => {
    const close = pathname ? suggestPages(pathname, pages) : [];
    return close.length > 0 ? close : pages.slice(0, 3);
  }, [pathname, pages]);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);

  const t = createTranslate(translations, language);

  return (
    <main id="main-content" className={styles.root}>
      <p className={styles.code}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <h2 className={styles.subtitle}>{t('notFound.suggestions')}</h2>
      <ul className={styles.list}>
        {suggestions.map((page) => (
          <li key={page.pathname}>
            <a href={localizePath(page.pathname, language)}>{page.title}</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={localizePath('/x', language)}>{t('notFound.home')}</a>
      </p>
    </main>
  );
}
