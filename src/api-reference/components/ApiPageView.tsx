import Link from 'next/link';
import { getTranslate } from '@/i18n';
import { Callout, Heading, HighlightedCode, PlanBadge, type TocEntry } from '@/markdown';
import { localizePath, type Language } from '@/routing';
import type { ApiPageData } from '../types';
import { ApiLayoutSwitch } from './ApiLayoutSwitch';
import styles from './ApiTables.module.css';
import { DocText, type DocLinks } from './DocText';
import { TypeText } from './TypeText';

export interface GuideLink {
  pathname: string;
  title: string;
}

/** The sections of an API page, for the table of contents. */
export function apiPageToc(page: ApiPageData, language: Language): TocEntry[] {
  const t = getTranslate(language);
  const entries: TocEntry[] = [{ id: 'import', text: t('api.import') ?? '', depth: 2 }];
  if (page.props.length)
    entries.push({
      id: 'props',
      text: (page.kind === 'component' ? t('api.props') : t('api.properties')) ?? '',
      depth: 2,
    });
  if (page.slots.length) entries.push({ id: 'slots', text: t('api.slots') ?? '', depth: 2 });
  if (page.classes.length)
    entries.push({ id: 'css-classes', text: t('api.classes') ?? '', depth: 2 });
  if (page.inherits.length)
    entries.push({ id: 'inheritance', text: t('api.inheritance') ?? '', depth: 2 });
  entries.push({ id: 'used-in', text: t('api.usedIn') ?? '', depth: 2 });
  return entries;
}

function SectionHeading({
  id,
  anchorLabel,
  children,
}: {
  id: string;
  anchorLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Heading as="h2" id={id} anchorLabel={anchorLabel}>
      {children}
    </Heading>
  );
}

export function ApiPageView({
  page,
  language,
  version,
  links,
  guides,
}: {
  page: ApiPageData;
  language: Language;
  version: string;
  links: DocLinks;
  guides: GuideLink[];
}) {
  const t = getTranslate(language);
  const hasLayoutChoice = page.props.length > 0 || page.slots.length > 0 || page.classes.length > 0;
  const anchorLabel = t('page.anchorLink') ?? '';
  return (
    <>
      {page.description ? <DocText text={page.description} links={links} /> : null}
      {page.exportName ? (
        <Callout type="info">
          <p>
            Version {version} exports this as <code>{page.exportName}</code>. Earlier v8
            pre-releases named it <code>{page.name}</code>.
          </p>
        </Callout>
      ) : null}

      <SectionHeading id="import" anchorLabel={anchorLabel}>
        {t('api.import')}
      </SectionHeading>
      <HighlightedCode code={page.imports.join('\n')} language="tsx" />

      {page.props.length ? (
        <>
          {hasLayoutChoice ? <ApiLayoutSwitch /> : null}
          <SectionHeading id="props" anchorLabel={anchorLabel}>
            {page.kind === 'component' ? t('api.props') : t('api.properties')}
          </SectionHeading>
          <div
            className="table-scroll"
            role="region"
            aria-label={t('api.props') ?? ''}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.name')}</th>
                  <th scope="col">{t('api.type')}</th>
                  <th scope="col">{t('api.default')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {page.props.map((prop) => (
                  <tr key={prop.name} id={`prop-${prop.name}`}>
                    <td className={styles.name} data-label={t('api.name')}>
                      <a href={`#prop-${prop.name}`}>{prop.name}</a>
                      {prop.required ? (
                        <abbr className={styles.required} title={t('api.required') ?? ''}>
                          *
                        </abbr>
                      ) : null}
                      {prop.plan ? <PlanBadge plan={prop.plan} /> : null}
                    </td>
                    <td data-label={t('api.type')}>
                      <TypeText type={prop.type} />
                    </td>
                    <td data-label={t('api.default')}>
                      {prop.default ? <code>{prop.default}</code> : '—'}
                    </td>
                    <td data-label={t('api.description')}>
                      {prop.deprecated ? (
                        <span className={styles.deprecated}>
                          {t('api.deprecated')}
                          {typeof prop.deprecated === 'string' ? ': ' : ''}
                          {typeof prop.deprecated === 'string' ? (
                            <DocText text={prop.deprecated} links={links} inline />
                          ) : null}
                        </span>
                      ) : null}
                      <DocText text={prop.description} links={links} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {page.slots.length ? (
        <>
          <SectionHeading id="slots" anchorLabel={anchorLabel}>
            {t('api.slots')}
          </SectionHeading>
          <div
            className="table-scroll"
            role="region"
            aria-label={t('api.slots') ?? ''}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.slotName')}</th>
                  <th scope="col">{t('api.defaultComponent')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {page.slots.map((slot) => (
                  <tr key={slot.name} id={`slot-${slot.name}`}>
                    <td className={styles.name} data-label={t('api.slotName')}>
                      <a href={`#slot-${slot.name}`}>{slot.name}</a>
                      {slot.plan ? <PlanBadge plan={slot.plan} /> : null}
                    </td>
                    <td data-label={t('api.defaultComponent')}>
                      {slot.default ? <code>{slot.default}</code> : '—'}
                    </td>
                    <td data-label={t('api.description')}>
                      <DocText text={slot.description} links={links} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {page.classes.length ? (
        <>
          <SectionHeading id="css-classes" anchorLabel={anchorLabel}>
            {t('api.classes')}
          </SectionHeading>
          <div
            className="table-scroll"
            role="region"
            aria-label={t('api.classes') ?? ''}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.className')}</th>
                  <th scope="col">{t('api.ruleName')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {page.classes.map((entry) => (
                  <tr key={entry.key} id={`class-${entry.key}`}>
                    <td className={styles.name} data-label={t('api.className')}>
                      <code>.{entry.className}</code>
                    </td>
                    <td data-label={t('api.ruleName')}>
                      <code>{entry.key}</code>
                    </td>
                    <td data-label={t('api.description')}>
                      <DocText text={entry.description} links={links} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {page.inherits.length ? (
        <>
          <SectionHeading id="inheritance" anchorLabel={anchorLabel}>
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

      <SectionHeading id="used-in" anchorLabel={anchorLabel}>
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
