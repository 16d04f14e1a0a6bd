import { pageTitle } from '@/i18n/pageTitles';
import type { Language } from '@/routing/languages';
import type { NavPage } from './types';

/**
 * A tree with the titles of a language's page-title map (else English, else the entry's own
 * title). A mapped subheader follows its group's title.
 */
export function localizeNav(tree: readonly NavPage[], language: Language): NavPage[] {
  return tree.map((page) => {
    const mapped = pageTitle(page.pathname, language);
    return {
      ...page,
      title: mapped ?? page.title,
      ...(page.subheader && mapped ? { subheader: mapped } : {}),
      ...(page.children ? { children: localizeNav(page.children, language) } : {}),
    };
  });
}
