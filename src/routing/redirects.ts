import { isLanguage } from './languages';

/**
 * Pages the incumbent site served under another name. Old links (bookmarks, answers on forums,
 * links inside published packages) keep working: the proxy answers each with a 308 to the page
 * that replaced it, in every language. Canonical paths, no trailing slash.
 *
 * Only pages that exist are targets (a unit test checks it). The incumbent's migration-guide
 * moves (`/x/react-data-grid/migration-v4` → `/x/migration/migration-data-grid-v4` and the like)
 * join this list with the migration pages.
 */
export const RENAMED_PAGES: Readonly<Record<string, string>> = {
  '/x/advanced-components': '/x/introduction',
  '/x/react-data-grid/columns': '/x/react-data-grid/column-definition',
  '/x/react-data-grid/rows': '/x/react-data-grid/row-definition',
  '/x/react-data-grid/selection': '/x/react-data-grid/row-selection',
  '/x/react-data-grid/group-pivot': '/x/react-data-grid/tree-data',
  '/x/api/date-pickers/clock-picker': '/x/api/date-pickers/time-clock',
};

/**
 * The current URL of a renamed page, or null. `pathname` is a request path (`/zh/x/…/`); the
 * language prefix is kept and the result ends with a slash like every page URL.
 */
export function renamedPageTarget(pathname: string): string | null {
  const [, first] = pathname.split('/');
  const prefix = isLanguage(first) ? `/${first}` : '';
  const canonical = pathname.slice(prefix.length).replace(/(.)\/$/, '$1');
  const target = Object.hasOwn(RENAMED_PAGES, canonical) ? RENAMED_PAGES[canonical] : undefined;
  return target ? `${prefix}${target}/` : null;
}
