'use client';
import { useDocsConfig } from '@/docs-config';
import { useTranslate } from '@/i18n';
import { ChevronIcon } from '@/ui/icons';
import { Disclosure } from './Disclosure';
import styles from './SiteHeader.module.css';

export function VersionMenu({ allVersionsHref }: { allVersionsHref: string }) {
  const t = useTranslate();
  const { versions } = useDocsConfig();
  const current = versions.find((version) => version.current) ?? versions[0];
  return (
    <Disclosure
      label={`${t('header.version')}: ${current.text}`}
      button={
        <>
          <span>{current.text}</span>
          <ChevronIcon className={styles.menuChevron} />
        </>
      }
    >
      <ul className={styles.menuList}>
        {versions.map((version) => (
          <li key={version.text}>
            <a href={version.href} aria-current={version.current ? 'true' : undefined}>
              {version.text}
              {version.current ? ` (${t('versions.current')})` : null}
            </a>
          </li>
        ))}
        <li>
          <a href={allVersionsHref}>{t('versions.allVersions')}</a>
        </li>
      </ul>
    </Disclosure>
  );
}
