import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import { localizePath, type Language } from '@/routing';
import { SearchButton } from '@/search';
import { GitHubIcon } from '@/ui/icons';
import { LanguageMenu, ModeToggle, SettingsButton, VersionMenu } from './HeaderIslands';
import { NavToggleButton } from './NavToggleButton';
import styles from './SiteHeader.module.css';

/** The two documentation areas (SPEC §2): MUI X, and the Material UI core it builds on. */
const AREAS = [
  { id: 'x', href: '/x/introduction' },
  { id: 'core', href: '/material-ui/getting-started' },
] as const;

export function SiteHeader({
  language,
  withNav,
  area,
}: {
  language: Language;
  withNav: boolean;
  /** The area of the page, marked as current in the area links. */
  area?: 'x' | 'core';
}) {
  const t = getTranslate(language);
  return (
    <header id="docs-header" className={styles.root}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {withNav ? <NavToggleButton label={t('header.openNavigation') ?? ''} /> : null}
      <IntentLink href={localizePath('/', language)} className={styles.brand}>
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
      </IntentLink>
      <VersionMenu allVersionsHref={localizePath('/versions', language)} />
      <nav className={styles.areas} aria-label={t('areas.label') ?? ''}>
        {AREAS.map(({ id, href }) => (
          <IntentLink
            key={id}
            href={localizePath(href, language)}
            className={styles.area}
            aria-current={area === id ? 'page' : undefined}
          >
            {t(`areas.${id}`)}
          </IntentLink>
        ))}
      </nav>
      <div className={styles.actions}>
        <SearchButton label={t('search.open') ?? ''} shortcut={t('search.shortcut') ?? ''} />
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
