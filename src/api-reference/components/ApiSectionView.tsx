import { IntentLink } from '@/navigation/IntentLink';
import { getTranslate } from '@/i18n';
import { localizePath, type Language } from '@/routing';
import { StaticMarkup } from '@/ui/static-markup/StaticMarkup';
import type { ApiPageData } from '../types';
import { ApiLayoutSwitch } from './ApiLayoutSwitch';
import { ApiSectionTable, type ApiSection } from './apiTables';
import type { DocLinks } from './DocText';

/**
 * The page of a folded table (`/x/api/data-grid/data-grid/css-classes/`): the whole table, for
 * readers without JavaScript, for search, and as the source its API page loads the rows from.
 */
export function ApiSectionView({
  page,
  section,
  pagePathname,
  language,
  links,
}: {
  page: ApiPageData;
  section: ApiSection;
  /** The API page's canonical path. */
  pagePathname: string;
  language: Language;
  links: DocLinks;
}) {
  const t = getTranslate(language);
  const own = localizePath(`${pagePathname}/${section}`, language);
  return (
    <>
      <p>
        <IntentLink href={localizePath(pagePathname, language)}>
          {(t('api.backTo') ?? '').replace('{name}', page.name)}
        </IntentLink>
      </p>
      <ApiLayoutSwitch />
      <StaticMarkup id={`${own}#table`} source={own}>
        <ApiSectionTable page={page} section={section} language={language} links={links} />
      </StaticMarkup>
    </>
  );
}
