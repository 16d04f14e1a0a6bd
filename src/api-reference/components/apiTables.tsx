import { getTranslate } from '@/i18n';
import { PlanBadge } from '@/markdown';
import type { Language } from '@/routing';
import type { ApiPageData } from '../types';
import { ApiTable } from './ApiTable';
import styles from './ApiTables.module.css';
import { DocText, type DocLinks } from './DocText';
import { typeSummary, TypeText } from './TypeText';

/** The sections of an API page that are tables, by their heading's id. */
export type ApiSection = 'props' | 'slots' | 'css-classes';

/** A section's heading: "Props" (a component's) or "Properties" (an interface's), "Slots", "CSS classes". */
export function apiSectionTitle(page: ApiPageData, section: ApiSection, language: Language) {
  const t = getTranslate(language);
  if (section === 'props')
    return (page.kind === 'component' ? t('api.props') : t('api.properties')) ?? '';
  return (section === 'slots' ? t('api.slots') : t('api.classes')) ?? '';
}

/**
 * The table of one section. It renders on the server alone (inside `StaticMarkup`): plain
 * functions and elements, links as plain anchors.
 */
export function ApiSectionTable({
  page,
  section,
  language,
  links,
}: {
  page: ApiPageData;
  section: ApiSection;
  language: Language;
  links: DocLinks;
}) {
  const t = getTranslate(language);
  const tableLinks: DocLinks = { ...links, plain: true };
  const label = apiSectionTitle(page, section, language);
  if (section === 'props') {
    return (
      <ApiTable
        label={label}
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
            text: (prop) =>
              `${prop.name}${prop.required ? '*' : ''}${prop.plan ? ` ${prop.plan}` : ''}`,
          },
          {
            label: t('api.type') ?? '',
            render: (prop) => <TypeText type={prop.type} />,
            text: (prop) => typeSummary(prop.type),
          },
          {
            label: t('api.default') ?? '',
            render: (prop) => (prop.default ? <code>{prop.default}</code> : '—'),
            text: (prop) => prop.default ?? '—',
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
            text: (prop) =>
              `${typeof prop.deprecated === 'string' ? prop.deprecated : ''} ${prop.description}`,
          },
        ]}
      />
    );
  }
  if (section === 'slots') {
    return (
      <ApiTable
        label={label}
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
            text: (slot) => `${slot.name}${slot.plan ? ` ${slot.plan}` : ''}`,
          },
          {
            label: t('api.defaultComponent') ?? '',
            render: (slot) => (slot.default ? <code>{slot.default}</code> : '—'),
            text: (slot) => slot.default ?? '—',
          },
          {
            label: t('api.description') ?? '',
            render: (slot) => <DocText text={slot.description} links={tableLinks} />,
            text: (slot) => slot.description,
          },
        ]}
      />
    );
  }
  return (
    <ApiTable
      label={label}
      rows={page.classes}
      rowId={(entry) => `class-${entry.key}`}
      columns={[
        {
          label: t('api.className') ?? '',
          name: true,
          render: (entry) => <code>{`.${entry.className}`}</code>,
          text: (entry) => `.${entry.className}`,
        },
        {
          label: t('api.ruleName') ?? '',
          render: (entry) => <code>{entry.key}</code>,
          text: (entry) => entry.key,
        },
        {
          label: t('api.description') ?? '',
          render: (entry) => <DocText text={entry.description} links={tableLinks} />,
          text: (entry) => entry.description,
        },
      ]}
    />
  );
}
