'use client';
import { useEffect, useState } from 'react';
import { createTranslate, translations } from '@/i18n';
import { LANGUAGE_TAGS, localizePath, pathnameToLanguage, type Language } from '@/routing';
import styles from './NotFoundView.module.css';
import { suggestPages, type PageSummary } from './suggestPages';

/**
 * The 404 page is one static file for every URL, so it reads the address in the browser
 * to speak the reader's language and suggest pages close to what they asked for.
 */
export function NotFoundView({ pages }: { pages: PageSummary[] }) {
  const [location, setLocation] = useState<{ language: Language; suggestions: PageSummary[] } | null>(null);

  useEffect(() => {
    const { userLanguage } = pathnameToLanguage(window.location.pathname);
    const language: Language = userLanguage === 'zh' ? 'zh' : 'en';
    document.documentElement.lang = LANGUAGE_TAGS[language];
    setLocation({ language, suggestions: suggestPages(window.location.pathname, pages) });
  }, [pages]);

  const language = location?.language ?? 'en';
  const t = createTranslate(translations, language);
  const fallback = pages.slice(0, 3);
  const suggestions = location && location.suggestions.length > 0 ? location.suggestions : fallback;

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
