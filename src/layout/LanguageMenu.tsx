'use client';
import { usePathname } from 'next/navigation';
import { COOKIE_NAMES } from '@/constants';
import { useTranslate } from '@/i18n';
import { serializePreferenceCookie } from '@/preferences';
import {
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  LANGUAGES,
  localizePath,
  pathnameToLanguage,
  type Language,
} from '@/routing';
import { LanguageIcon } from '@/ui/icons';
import { Disclosure } from './Disclosure';
import styles from './SiteHeader.module.css';

/** Links to the same page in each language; the choice is remembered in the `userLanguage` cookie. */
export function LanguageMenu({ language }: { language: Language }) {
  const t = useTranslate();
  const { canonicalPathname } = pathnameToLanguage(usePathname());
  return (
    <Disclosure
      label={`${t('header.language')}: ${LANGUAGE_LABELS[language]}`}
      button={
        <>
          <LanguageIcon />
          <span className={styles.hideOnPhone}>{LANGUAGE_LABELS[language]}</span>
        </>
      }
    >
      <ul className={styles.menuList}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(canonicalPathname, code)}
              hrefLang={LANGUAGE_TAGS[code]}
              lang={LANGUAGE_TAGS[code]}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                document.cookie = serializePreferenceCookie(COOKIE_NAMES.userLanguage, code);
              }}
            >
              {LANGUAGE_LABELS[code]}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
