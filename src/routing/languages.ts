/** Languages the site is served in. English has no URL prefix. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages whose documentation is complete (SPEC §9: only English). */
export const LANGUAGES_IN_PROGRESS: readonly Language[] = ['en'];

/** Language codes recognised as the first path segment when parsing a path (SPEC §2). */
export const PATH_LANGUAGES: readonly string[] = ['en', 'zh'];

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

/** BCP 47 tags for `<html lang>` and `hreflang`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
