import type { ReactNode } from 'react';
import { AdBlock, AdConfigProvider } from '@/ads';
import { config } from '@/config';
import { FeedbackSlot } from '@/feedback';
import { getTranslate } from '@/i18n';
import { PlanBadge, type TocEntry } from '@/markdown';
import { CopyPageSlot } from '@/markdown-export/CopyPageSlot';
import { findTrail, getPrevNext, type NavPage } from '@/navigation';
import type { Language } from '@/routing';
import { searchFacets } from '@/search';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './DocsPage.module.css';
import { PrevNext } from './PrevNext';
import { TableOfContents } from './TableOfContents';

interface DocsPageProps {
  canonicalPathname: string;
  language: Language;
  title: string;
  description: string;
  isFallback: boolean;
  toc: TocEntry[];
  nav: NavPage[];
  /** The page's Markdown twin, for "Copy page as Markdown" (guide pages only). */
  markdownHref?: string;
  children: ReactNode;
}

/** The frame of a documentation page: breadcrumbs, title, prose, previous/next and the table of contents. */
export function DocsPage({
  canonicalPathname,
  language,
  title,
  description,
  isFallback,
  toc,
  nav,
  markdownHref,
  children,
}: DocsPageProps) {
  const t = getTranslate(language);
  const trail = findTrail(nav, canonicalPathname);
  const plan = trail.at(-1)?.plan;
  const { previous, next } = getPrevNext(nav, canonicalPathname);
  const facets = searchFacets(canonicalPathname);
  return (
    <div className={styles.root}>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <div className={styles.pageTools}>
          <Breadcrumbs trail={trail} language={language} />
          {markdownHref ? <CopyPageSlot markdownHref={markdownHref} /> : null}
        </div>
        <article className="prose" data-pagefind-body>
          {/* Search filters (scripts/search-index.mts): product, and guide or API page. */}
          {facets.product ? (
            <span hidden data-pagefind-filter={`product:${facets.product}`} />
          ) : null}
          <span hidden data-pagefind-filter={`kind:${facets.kind}`} />
          <h1>
            {title}
            {plan ? <PlanBadge plan={plan} /> : null}
          </h1>
          <p className={styles.lead}>{description}</p>
          <AdConfigProvider>
            <AdBlock
              placement="top"
              scriptUrl={config.adScriptUrl}
              endpoint={config.adsEndpoint}
              labels={{
                region: t('ads.region') ?? '',
                adBy: t('ads.adBy') ?? '',
                label: t('ads.label') ?? '',
                appealTitle: t('ads.appealTitle') ?? '',
                appeal: t('ads.appeal') ?? '',
              }}
            />
          </AdConfigProvider>
          {isFallback ? (
            <p className={styles.notice} role="note">
              {t('page.untranslated')}
            </p>
          ) : null}
          <div lang={isFallback ? 'en' : undefined}>{children}</div>
        </article>
        <FeedbackSlot pathname={canonicalPathname} language={language} pageTitle={title} />
        <PrevNext previous={previous} next={next} language={language} />
      </main>
      <aside className={styles.toc}>
        <TableOfContents toc={toc} language={language} />
      </aside>
    </div>
  );
}
