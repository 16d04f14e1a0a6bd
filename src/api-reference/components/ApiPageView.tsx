import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import { Callout, Heading, headingLabels, HighlightedCode, type HeadingLabels } from '@/markdown';
import { localizePath, type Language } from '@/routing';
import { StaticMarkup } from '@/ui/static-markup/StaticMarkup';
import type { ApiPageData } from '../types';
import { foldedSections, SECTION_ROW_PREFIX } from '../sections';
import { ApiFold } from './ApiFold';
import { ApiLayoutSwitch } from './ApiLayoutSwitch';
import { ApiSectionTable, apiSectionTitle, type ApiSection } from './apiTables';
import styles from './ApiTables.module.css';
import { DocText, type DocLinks } from './DocText';
import { hostLabels } from '@/ui/static-markup/hostLabels';

export interface GuideLink {
  pathname: string;
  title: string;
}

function SectionHeading({
  id,
  labels,
  children,
}: {
  id: string;
  labels: HeadingLabels;
  children: React.ReactNode;
}) {
  return (
    <Heading as="h2" id={id} {...labels}>
      {children}
    </Heading>
  );
}

export function ApiPageView({
  page,
  pathname,
  language,
  version,
  links,
  guides,
}: {
  page: ApiPageData;
  /** The page's own URL path (localized): where its tables are read after a client navigation. */
  pathname: string;
  language: Language;
  version: string;
  links: DocLinks;
  guides: GuideLink[];
}) {
  const t = getTranslate(language);
  const labels = headingLabels(language);
  const folded = foldedSections(page);
  const hasLayoutChoice = page.props.length > 0 || page.slots.length > 0 || page.classes.length > 0;
  // The tables are most of the page and need no JavaScript: sent once, as HTML (see StaticMarkup).
  // A long one folds, its rows loaded from its own page when opened.
  const section = (id: ApiSection, rows: number) => {
    if (!rows) return null;
    const own = `${pathname}${id}/`;
    return (
      <>
        {id === 'props' && hasLayoutChoice ? <ApiLayoutSwitch /> : null}
        <SectionHeading id={id} labels={labels}>
          {apiSectionTitle(page, id, language)}
        </SectionHeading>
        {folded.includes(id) ? (
          <ApiFold
            id={`${own}#table`}
            source={own}
            rowPrefix={SECTION_ROW_PREFIX[id]}
            summary={(t('api.showAll') ?? '').replace('{count}', String(rows))}
            ownPage={t('api.ownPage') ?? ''}
            labels={hostLabels(own)}
          />
        ) : (
          <StaticMarkup id={`${pathname}#${id}`} source={pathname}>
            <ApiSectionTable page={page} section={id} language={language} links={links} />
          </StaticMarkup>
        )}
      </>
    );
  };
  return (
    <>
      {page.description ? <DocText text={page.description} links={links} /> : null}
      {page.exportName ? (
        <Callout type="info">
          <p>
            Version {version} exports this as <code>{page.exportName}</code>
            {page.exportName.startsWith('Unstable_')
              ? ': the prefix marks an API that may still change in a minor release.'
              : '.'}
          </p>
        </Callout>
      ) : null}

      <SectionHeading id="import" labels={labels}>
        {t('api.import')}
      </SectionHeading>
      <HighlightedCode code={page.imports.join('\n')} language="tsx" pageLanguage={language} />

      {page.kind === 'component' && !hasLayoutChoice ? <p>{t('api.noProps')}</p> : null}
      {section('props', page.props.length)}
      {section('slots', page.slots.length)}
      {section('css-classes', page.classes.length)}

      {page.inherits.length ? (
        <>
          <SectionHeading id="inheritance" labels={labels}>
            {t('api.inheritance')}
          </SectionHeading>
          <ul className={styles.inherits}>
            {page.inherits.map((entry) => (
              <li key={`${entry.from} ${entry.module}`}>
                <code>{entry.from}</code> from <code>{entry.module}</code> ({entry.props.length}):{' '}
                {entry.props.length > 12 ? (
                  <details className={styles.folded}>
                    <summary>{entry.props.slice(0, 6).join(', ')}, …</summary>
                    {entry.props.join(', ')}
                  </details>
                ) : (
                  entry.props.join(', ')
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <SectionHeading id="used-in" labels={labels}>
        {t('api.usedIn')}
      </SectionHeading>
      {guides.length ? (
        <ul>
          {guides.map((guide) => (
            <li key={guide.pathname}>
              <IntentLink href={localizePath(guide.pathname, language)}>{guide.title}</IntentLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No guide page mentions <code>{page.exportName ?? page.name}</code> yet.
        </p>
      )}
    </>
  );
}
