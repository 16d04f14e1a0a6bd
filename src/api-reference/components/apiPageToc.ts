import { getTranslate } from '@/i18n';
import type { TocEntry } from '@/markdown';
import type { Language } from '@/routing';
import type { ApiPageData } from '../types';

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
