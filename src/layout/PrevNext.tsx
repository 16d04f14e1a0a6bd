import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import type { NavPage } from '@/navigation';
import { localizePath, type Language } from '@/routing';
import styles from './DocsPage.module.css';

export function PrevNext({
  previous,
  next,
  language,
}: {
  previous?: NavPage;
  next?: NavPage;
  language: Language;
}) {
  if (!previous && !next) return null;
  const t = getTranslate(language);
  return (
    <nav className={styles.prevNext} aria-label={t('page.pagination') ?? ''}>
      {previous ? (
        <IntentLink
          href={localizePath(previous.pathname, language)}
          rel="prev"
          data-direction="previous"
        >
          <span className={styles.prevNextLabel}>{t('page.previous')}</span>
          <span>{previous.title}</span>
        </IntentLink>
      ) : (
        <span />
      )}
      {next ? (
        <IntentLink href={localizePath(next.pathname, language)} rel="next" data-direction="next">
          <span className={styles.prevNextLabel}>{t('page.next')}</span>
          <span>{next.title}</span>
        </IntentLink>
      ) : null}
    </nav>
  );
}
