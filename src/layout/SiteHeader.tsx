import Link from 'next/link';
import { getTranslate } from '@/i18n';
import { localizePath, type Language } from '@/routing';
import { SearchButton } from '@/search';
import { SettingsButton } from '@/settings';
import { GitHubIcon } from '@/ui/icons';
import { LanguageMenu } from './LanguageMenu';
import { ModeToggle } from './ModeToggle';
import { NavToggleButton } from './NavToggleButton';
import styles from './SiteHeader.module.css';
import { VersionMenu } from './VersionMenu';

export function SiteHeader({ language, withNav }: { language: Language; withNav: boolean }) {
  const t = getTranslate(language);
  return (
    <header id="docs-header" className={styles.root}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {withNav ? <NavToggleButton /> : null}
      <Link href={localizePath('/', language)} className={styles.brand}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="var(--docs-palette-primary-main)" />
          <path
            d="M9 9l14 14M23 9L9 23"
            stroke="var(--docs-palette-primary-contrastText)"
            strokeWidth="3.2"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('siteName')}</span>
      </Link>
      <VersionMenu allVersionsHref={localizePath('/versions', language)} />
      <div className={styles.actions}>
        <SearchButton />
        <LanguageMenu language={language} />
        <a
          className={`${styles.iconButton} ${styles.hideOnPhone}`}
          href="https://github.com/mui/mui-x"
          data-ga-event-category="header"
          data-ga-event-action="github"
          aria-label={t('header.github') ?? ''}
        >
          <GitHubIcon />
        </a>
        <ModeToggle />
        <SettingsButton />
      </div>
    </header>
  );
}
