import { getTranslate } from '@/i18n';
import type { TocEntry } from '@/markdown/toc';
import type { Language } from '@/routing';
import styles from './TableOfContents.module.css';
import { TocSpy } from './TocSpy';

/**
 * The page's sections, Pro and Premium sections flagged. Plain server-rendered links: the only
 * script is `TocSpy`, which marks the section being read on the DOM without re-rendering the list.
 */
export function TableOfContents({ toc, language }: { toc: TocEntry[]; language: Language }) {
  if (toc.length === 0) return null;
  const t = getTranslate(language);
  return (
    <nav className={styles.root} aria-label={t('page.tocLabel') ?? ''} data-toc="">
      <p className={styles.title}>{t('page.toc')}</p>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} data-depth={entry.depth}>
              <span>{entry.text}</span>
              {entry.plan ? (
                <span className={styles.plan} data-plan={entry.plan}>
                  {entry.plan === 'pro' ? t('page.planPro') : t('page.planPremium')}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <TocSpy sections={toc.map((entry) => entry.id).join(' ')} />
    </nav>
  );
}
