import { getTranslate } from '@/i18n/server';
import { pathnameToLanguage } from '@/routing';

/** What a static-markup host says while it reads its markup, and when it cannot. */
export interface HostLabels {
  loading: string;
  failed: string;
}

/**
 * The host's words in the language of the page at `source`, for the server to hand over: the
 * host hydrates with every page, and so carries no dictionary of its own.
 */
export function hostLabels(source: string): HostLabels {
  const t = getTranslate(pathnameToLanguage(source).userLanguage);
  return { loading: t('page.sectionLoading') ?? '', failed: t('page.sectionFailed') ?? '' };
}
