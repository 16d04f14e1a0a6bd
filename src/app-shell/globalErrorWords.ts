/**
 * The words of the page shown when the site's own frame fails (app/global-error.tsx), in every
 * language of the site. They live here rather than in the dictionary: that page replaces the
 * root layout, so no provider hands it strings, and its code is part of every page's first load,
 * where the dictionary is not (src/i18n/firstLoad.test.ts).
 */
export const GLOBAL_ERROR_WORDS = {
  en: {
    title: 'This page could not load',
    text: 'Something went wrong on our side. Try again, or reload the page.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  zh: {
    title: '此页面未能加载',
    text: '我们这边出了问题。请重试，或重新加载页面。',
    retry: '重试',
    home: '前往首页',
  },
} as const satisfies Record<string, Record<'title' | 'text' | 'retry' | 'home', string>>;

export type GlobalErrorLanguage = keyof typeof GLOBAL_ERROR_WORDS;

/** The language of a path: its first segment when the site has words for it, else English. */
export function globalErrorLanguage(pathname: string): GlobalErrorLanguage {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && first in GLOBAL_ERROR_WORDS ? (first as GlobalErrorLanguage) : 'en';
}
