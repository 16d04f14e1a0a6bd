import { isLanguage } from './languages';

/**
 * Pages served under another name before. Old links (bookmarks, search results, answers on forums,
 * the `Demos:`/`API:` links of the published packages' type declarations) keep working: the proxy
 * answers each with a 308 to the page that replaced it, in every language. Canonical paths, no
 * trailing slash. Only pages that exist, or are being written, are targets (a unit test checks it).
 */
export const RENAMED_PAGES: Readonly<Record<string, string>> = {
  // The incumbent's redirects of 8.29.3 (reference/redirects-x-8.29.3.txt) into pages we have.
  '/x/advanced-components': '/x/introduction',
  '/x/react-data-grid/columns': '/x/react-data-grid/column-definition',
  '/x/react-data-grid/rows': '/x/react-data-grid/row-definition',
  '/x/react-data-grid/selection': '/x/react-data-grid/row-selection',
  '/x/react-data-grid/group-pivot': '/x/react-data-grid/tree-data',
  '/x/react-data-grid/migration-v4': '/x/migration/migration-data-grid-v4',
  '/x/react-data-grid/migration-v5': '/x/migration/migration-data-grid-v5',
  '/x/react-date-pickers/migration-lab': '/x/migration/migration-pickers-lab',
  '/x/api/date-pickers/clock-picker': '/x/api/date-pickers/time-clock',
  '/x/api/date-pickers/calendar-picker': '/x/api/date-pickers/date-calendar',
  '/x/api/date-pickers/calendar-picker-skeleton': '/x/api/date-pickers/day-calendar-skeleton',
  '/x/api/date-pickers/month-picker': '/x/api/date-pickers/month-calendar',
  '/x/api/date-pickers/year-picker': '/x/api/date-pickers/year-calendar',
  '/x/api/date-pickers/desktop-next-date-picker': '/x/api/date-pickers/desktop-date-picker',
  '/x/api/date-pickers/next-date-picker': '/x/api/date-pickers/date-picker',
  '/x/react-date-pickers/calendar': '/x/react-date-pickers/date-calendar',
  '/x/react-date-pickers/legacy-date-time-picker': '/x/react-date-pickers/date-time-picker',
  '/x/react-charts/heat-map': '/x/react-charts/heatmap',
  '/x/react-charts/tree-map': '/x/react-charts/treemap',
  '/x/react-charts/getting-started': '/x/react-charts/quickstart',
  '/x/react-data-grid/getting-started': '/x/react-data-grid/quickstart',
  '/x/react-date-pickers/getting-started': '/x/react-date-pickers/quickstart',
  '/x/react-tree-view/getting-started': '/x/react-tree-view/quickstart',
  '/x/react-data-grid/demo': '/x/react-data-grid/features',
  '/x/api/charts/bar-series-type': '/x/api/charts/bar-series',
  '/x/api/charts/line-series-type': '/x/api/charts/line-series',
  '/x/api/charts/pie-series-type': '/x/api/charts/pie-series',
  '/x/api/charts/scatter-series-type': '/x/api/charts/scatter-series',
  '/x/api/charts/chart-container': '/x/api/charts/charts-container',
  '/x/api/charts/chart-container-pro': '/x/api/charts/charts-container-pro',
  '/x/api/charts/chart-data-provider': '/x/api/charts/charts-data-provider',
  '/x/api/charts/chart-data-provider-pro': '/x/api/charts/charts-data-provider-pro',

  // A v8.0.0-alpha.8 page that 8.29.3 renamed without a redirect of its own.
  '/x/api/data-grid/grid-list-col-def': '/x/api/data-grid/grid-list-view-col-def',

  // Links in the packages' type declarations that are broken on the incumbent site too: each goes
  // where a reader clicking it in an IDE hover wants to be.
  '/x/api/charts/charts-tool-tip': '/x/api/charts/charts-tooltip',
  '/x/api/charts/circle-mark-element': '/x/api/charts/mark-element',
  '/x/api/charts/composition': '/x/react-charts/composition',
  '/x/api/multi-input-date-range-field': '/x/api/date-pickers/multi-input-date-range-field',
  '/x/api/multi-input-date-time-range-field':
    '/x/api/date-pickers/multi-input-date-time-range-field',
  '/x/api/multi-input-time-range-field': '/x/api/date-pickers/multi-input-time-range-field',
  '/x/api/single-input-date-range-field': '/x/api/date-pickers/single-input-date-range-field',
  '/x/api/single-input-date-time-range-field':
    '/x/api/date-pickers/single-input-date-time-range-field',
  '/x/api/single-input-time-range-field': '/x/api/date-pickers/single-input-time-range-field',
  '/x/api/tree-view/tree-item-2': '/x/api/tree-view/tree-item',
};

/**
 * Short links and pages that are not documentation pages of this site: a 302 (they may move again),
 * without a language prefix. A target on this site is a path; anything else an absolute URL.
 */
export const SHORT_LINKS: Readonly<Record<string, string>> = {
  '/r/x-get-license': 'https://mui.com/pricing/',
  '/r/x-license-eula': 'https://mui.com/legal/mui-x-eula/',
  '/r/x-license-annual': 'https://mui.com/legal/mui-x-eula/#annual-license',
  '/r/x-license-trial':
    '/x/introduction/licensing/#can-i-try-the-commercial-packages-before-buying',
  '/r/x-license-key-installation': '/x/introduction/licensing/#installing-the-key',
  '/r/x-data-grid-no-dimensions': '/x/react-data-grid/layout/',
  '/r/x-technical-support': '/x/introduction/support/#technical-support-on-paid-plans',
  '/r/x-issue-template': 'https://codesandbox.io/s/mui-x-issue-template-qtf00h',
  '/r/x-pro-svg': 'https://mui.com/static/x/pro.svg',
  '/r/x-pro-svg-link': '/x/introduction/licensing/#plans-and-packages',
  '/r/x-premium-svg': 'https://mui.com/static/x/premium.svg',
  '/r/x-premium-svg-link': '/x/introduction/licensing/#plans-and-packages',
  '/r/x-telemetry-postinstall-troubleshoot':
    'https://github.com/mui/mui-x/issues/new?assignees=&labels=status%3A+waiting+for+maintainer%2Cbug+%F0%9F%90%9B&projects=&template=1.bug.yml&title=MUI+X+Telemetry+failed+to+make+initialization',
  '/x/license': 'https://mui.com/legal/mui-x-eula/',
  '/x/react-data-grid/editing-legacy': 'https://v5.mui.com/x/react-data-grid/editing-legacy/',
};

/**
 * Rules of the release's redirect file (`reference/redirects-x-8.29.3.txt`) that this site answers
 * differently on purpose; every other rule is in one of the two tables above (a test checks it).
 */
export const RELEASE_RULES_KEPT_AS_IS: Readonly<Record<string, string>> = {
  '/': 'our home page (the incumbent sends it to /x/introduction/)',
  '/x/': 'our MUI X landing page (the incumbent sends it to mui.com/x/)',
  '/x/_next/*': 'a rewrite of Next assets on the incumbent, not a redirect',
  '/:lang/x/*': 'we serve Chinese pages; the incumbent dropped its translations',
  '/x/api/charts/chart-container-premium/': '@mui/x-charts-premium is not published at 8.29.3',
  '/x/api/charts/chart-data-provider-premium/': '@mui/x-charts-premium is not published at 8.29.3',
};

export interface Redirect {
  location: string;
  status: 302 | 308;
}

function splitLanguage(pathname: string) {
  const [, first] = pathname.split('/');
  const prefix = isLanguage(first) ? `/${first}` : '';
  return { prefix, canonical: pathname.slice(prefix.length).replace(/(.)\/$/, '$1') };
}

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The current URL of a renamed page, or null. `pathname` is a request path (`/zh/x/…/`); the
 * language prefix is kept and the result ends with a slash like every page URL.
 */
export function renamedPageTarget(pathname: string): string | null {
  const { prefix, canonical } = splitLanguage(pathname);
  const target = lookup(RENAMED_PAGES, canonical);
  return target ? `${prefix}${target}/` : null;
}

/**
 * Where a request path moved, and how: a renamed page (308, language kept) or a short link or page
 * elsewhere (302, in any language: the target has none).
 */
export function redirectFor(pathname: string): Redirect | null {
  const renamed = renamedPageTarget(pathname);
  if (renamed) return { location: renamed, status: 308 };
  const short = lookup(SHORT_LINKS, splitLanguage(pathname).canonical);
  return short ? { location: short, status: 302 } : null;
}
