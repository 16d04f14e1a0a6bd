import Link from 'next/link';
import { getTranslate } from '@/i18n';
import {
  Callout,
  Heading,
  headingLabels,
  HighlightedCode,
  PlanBadge,
  type HeadingLabels,
} from '@/markdown';
import { localizePath, type Language } from '@/routing';
import { StaticMarkup } from '@/ui/static-markup/StaticMarkup';
import type { ApiPageData } from '../types';
import { ApiLayoutSwitch } from './ApiLayoutSwitch';
import { ApiTable } from './ApiTable';
import styles from './ApiTables.module.css';
import { DocText, type DocLinks } from './DocText';
import { TypeText } from './TypeText';

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
  // The tables are most of the page and need no JavaScript: sent once, as HTML (see StaticMarkup).
  const tableLinks: DocLinks = { ...links, plain: true };
  const table = (section: string, content: React.ReactNode) => (
    <StaticMarkup id={`${pathname}#${section}`} source={pathname}>
      {content}
    </StaticMarkup>
  );
  const hasLayoutChoice = page.props.length > 0 || page.slots.length > 0 || page.classes.length > 0;
  const labels = headingLabels(language);
  const propsTitle = (page.kind === 'component' ? t('api.props') : t('api.properties')) ?? '';
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
      <HighlightedCode code={page.imports.join('\n')} language="tsx" />

      {page.kind === 'component' && !hasLayoutChoice ? <p>{t('api.noProps')}</p> : null}
      {page.props.length ? (
        <>
          {hasLayoutChoice ? <ApiLayoutSwitch /> : null}
          <SectionHeading id="props" labels={labels}>
            {propsTitle}
          </SectionHeading>
          {table(
            'props',
            <ApiTable
              label={propsTitle}
              rows={page.props}
              rowId={(prop) => `prop-${prop.name}`}
              columns={[
                {
                  label: t('api.name') ?? '',
                  name: true,
                  render: (prop) => (
                    <>
                      <a href={`#prop-${prop.name}`}>{prop.name}</a>
                      {prop.required ? (
                        <abbr className={styles.required} title={t('api.required') ?? ''}>
                          *
                        </abbr>
                      ) : null}
                      {prop.plan ? <PlanBadge plan={prop.plan} /> : null}
                    </>
                  ),
                },
                { label: t('api.type') ?? '', render: (prop) => <TypeText type={prop.type} /> },
                {
                  label: t('api.default') ?? '',
                  render: (prop) => (prop.default ? <code>{prop.default}</code> : '—'),
                },
                {
                  label: t('api.description') ?? '',
                  render: (prop) => (
                    <>
                      {prop.deprecated ? (
                        <span className={styles.deprecated}>
                          {t('api.deprecated')}
                          {typeof prop.deprecated === 'string' ? ': ' : ''}
                          {typeof prop.deprecated === 'string' ? (
                            <DocText text={prop.deprecated} links={tableLinks} inline />
                          ) : null}
                        </span>
                      ) : null}
                      <DocText text={prop.description} links={tableLinks} />
                    </>
                  ),
                },
              ]}
            />,
          )}
        </>
      ) : null}

      {page.slots.length ? (
        <>
          <SectionHeading id="slots" labels={labels}>
            {t('api.slots')}
          </SectionHeading>
          {table(
            'slots',
            <ApiTable
              label={t('api.slots') ?? ''}
              rows={page.slots}
              rowId={(slot) => `slot-${slot.name}`}
              columns={[
                {
                  label: t('api.slotName') ?? '',
                  name: true,
                  render: (slot) => (
                    <>
                      <a href={`#slot-${slot.name}`}>{slot.name}</a>
                      {slot.plan ? <PlanBadge plan={slot.plan} /> : null}
                    </>
                  ),
                },
                {
                  label: t('api.defaultComponent') ?? '',
                  render: (slot) => (slot.default ? <code>{slot.default}</code> : '—'),
                },
                {
                  label: t('api.description') ?? '',
                  render: (slot) => <DocText text={slot.description} links={tableLinks} />,
                },
              ]}
            />,
          )}
        </>
      ) : null}

      {page.classes.length ? (
        <>
          <SectionHeading id="css-classes" labels={labels}>
            {t('api.classes')}
          </SectionHeading>
          {table(
            'classes',
            <ApiTable
              label={t('api.classes') ?? ''}
              rows={page.classes}
              rowId={(entry) => `class-${entry.key}`}
              columns={[
                {
                  label: t('api.className') ?? '',
                  name: true,
                  render: (entry) => <code>{`.${entry.className}`}</code>,
                },
                { label: t('api.ruleName') ?? '', render: (entry) => <code>{entry.key}</code> },
                {
                  label: t('api.description') ?? '',
                  render: (entry) => <DocText text={entry.description} links={tableLinks} />,
                },
              ]}
            />,
          )}
        </>
      ) : null}

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
              <Link href={localizePath(guide.pathname, language)}>{guide.title}</Link>
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
