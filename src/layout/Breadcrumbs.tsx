import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import { flattenPages, isGroup, type NavPage } from '@/navigation';
import { localizePath, type Language } from '@/routing';
import styles from './DocsPage.module.css';

/** The groups above a page; a group links to its first page. */
export function Breadcrumbs({ trail, language }: { trail: NavPage[]; language: Language }) {
  const t = getTranslate(language);
  const ancestors = trail.slice(0, -1);
  if (ancestors.length === 0) return null;
  return (
    <nav aria-label={t('page.breadcrumbs') ?? ''} className={styles.breadcrumbs}>
      <ol>
        {ancestors.map((page) => {
          const first = isGroup(page) ? flattenPages(page.children ?? [])[0] : page;
          return (
            <li key={page.pathname}>
              {first ? (
                <IntentLink href={localizePath(first.pathname, language)}>{page.title}</IntentLink>
              ) : (
                page.title
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
