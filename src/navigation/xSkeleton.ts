import type { NavPage } from './types';

/** The product groups whose entries are code of their own, loaded by the client when shown. */
export type XPart = 'dataGrid' | 'datePickers' | 'charts' | 'treeView' | 'migration';

/** A group of the /x/ tree whose entries are in `src/navigation/x/<part>.ts`. */
export interface XPartGroup {
  part: XPart;
  pathname: string;
  title: string;
  /** Every page of the group is at one of these paths or below it (`xPages.test.ts` checks). */
  prefixes: readonly string[];
}

export type XSkeletonEntry = NavPage | XPartGroup;

export function isPartGroup(entry: XSkeletonEntry): entry is XPartGroup {
  return 'part' in entry;
}

/** Whether the page at `pathname` belongs to a part group. */
export function partHolds(group: XPartGroup, pathname: string): boolean {
  return group.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The /x/ navigation tree of MUI X 8.29.3, the release this site documents, with each product's
 * entries left in their own module: the side nav ships this outline with every page and loads a
 * product's entries (~40 kB of the tree's 45 kB) only when its group is shown. `xPages` assembles
 * the whole tree for the server: the single source for the side nav, breadcrumbs, previous/next
 * links and the sitemap.
 *
 * It follows the release's own tree (`reference/nav-x-8.29.3.json`) entry by entry: URLs, titles,
 * order, groups and flags; `xPages.test.ts` checks it and lists the few deliberate differences.
 * Pages the release renamed answer at their new URL, and the old one redirects
 * (`src/routing/redirects.ts`). Pathnames have no trailing slash; links add it. Entries with
 * `children` or `subheader` are groups, not pages. An entry is shown in the nav only once its page
 * exists (see `pruneToExisting`).
 */
export const xSkeleton: readonly XSkeletonEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
      { pathname: '/x/introduction/licensing', title: 'Licensing' },
      { pathname: '/x/introduction/support', title: 'Support' },
      { pathname: '/x/llms.txt', title: 'llms.txt', newFeature: true },
      { pathname: '/x/introduction/mcp', title: 'AI support via MCP', newFeature: true },
      {
        pathname: '/x/introduction/priority-support',
        title: 'Priority support',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/guides/telemetry', title: 'Telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    children: [
      { pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' },
    ],
  },
  {
    part: 'dataGrid',
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    prefixes: ['/x/react-data-grid', '/x/api/data-grid'],
  },
  {
    part: 'datePickers',
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    prefixes: ['/x/react-date-pickers', '/x/api/date-pickers'],
  },
  {
    part: 'charts',
    pathname: '/x/react-charts-group',
    title: 'Charts',
    prefixes: ['/x/react-charts', '/x/api/charts'],
  },
  {
    part: 'treeView',
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    prefixes: ['/x/react-tree-view', '/x/api/tree-view'],
  },
  {
    part: 'migration',
    pathname: '/x/migration-group',
    title: 'Migration',
    prefixes: ['/x/migration'],
  },
];
