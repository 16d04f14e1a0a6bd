import { describe, expect, it } from 'vitest';
import { apiPagePaths } from '@/api-reference/pages';
import { API_NOT_EXPORTED } from '@/api-reference/products';
import { listContentPaths } from '@/content/files';
import { PAGES_BEING_WRITTEN } from './pagesBeingWritten';
import release from './reference/nav-x-8.29.3.json';
import { findTrail, flattenPages, isExternal, isFileLink, isGroup } from './tree';
import type { NavPage } from './types';
import { xPages } from './xPages';

interface ReferenceEntry {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: ReferenceEntry[];
  plan?: string;
  planned?: boolean;
  unstable?: boolean;
  newFeature?: boolean;
}

/**
 * Where our tree differs from the release's on purpose. Everything else matches entry by entry.
 */
const OURS_ONLY = [
  // Our FAQ pages, which the release's tree no longer lists: they keep their URL and place.
  '/x/react-data-grid/faq',
  '/x/react-date-pickers/faq',
  // Every product gets an API index; the release has one for the grid and the pickers only.
  '/x/api/charts',
  '/x/api/tree-view',
  // The release links `/x/react-charts/#planned-charts` (a section of the overview); we keep the
  // planned pages that link stands for, in a group of their own.
  '/x/react-charts-future',
  '/x/react-charts/treemap',
  '/x/react-charts/gantt',
];
const RELEASE_ONLY = ['/x/react-charts/#planned-charts'];

/** Every entry in reading order, with the pathname of the group it sits in. */
function walk<T extends { pathname: string; children?: readonly T[] }>(
  entries: readonly T[],
  parent = '',
): { entry: T; parent: string }[] {
  return entries.flatMap((entry) => [
    { entry, parent },
    ...walk(entry.children ?? [], entry.pathname),
  ]);
}

const flags = (entry: ReferenceEntry | NavPage) => ({
  plan: entry.plan,
  planned: entry.planned,
  unstable: entry.unstable,
  newFeature: entry.newFeature,
});

describe('the /x/ navigation tree', () => {
  const ours = walk<NavPage>(xPages);

  it('is the tree of 8.29.3, entry by entry: URL, place, title and flags', () => {
    const theirs = walk<ReferenceEntry>(release as ReferenceEntry[]).filter(
      ({ entry }) => !RELEASE_ONLY.includes(entry.pathname),
    );
    const compared = ours.filter(({ entry }) => !OURS_ONLY.includes(entry.pathname));
    expect(theirs.length).toBeGreaterThan(450);
    expect(compared.map(({ entry }) => entry.pathname)).toEqual(
      theirs.map(({ entry }) => entry.pathname),
    );
    theirs.forEach(({ entry, parent }, index) => {
      const page = compared[index];
      expect(page.parent, `group of ${entry.pathname}`).toBe(parent);
      expect(flags(page.entry), entry.pathname).toEqual(flags(entry));
      if (entry.title) expect(page.entry.title, entry.pathname).toBe(entry.title);
      expect(page.entry.subheader, entry.pathname).toBe(entry.subheader);
    });
  });

  it('lists each deliberate difference where it still applies', () => {
    const pathnames = new Set(ours.map(({ entry }) => entry.pathname));
    for (const pathname of OURS_ONLY) expect(pathnames.has(pathname), pathname).toBe(true);
    const theirs = new Set(
      walk<ReferenceEntry>(release as ReferenceEntry[]).map(({ entry }) => entry.pathname),
    );
    for (const pathname of [...OURS_ONLY]) expect(theirs.has(pathname), pathname).toBe(false);
    for (const pathname of RELEASE_ONLY) expect(theirs.has(pathname), pathname).toBe(true);
  });

  it('gives every entry a title', () => {
    for (const { entry } of ours) expect(entry.title.trim(), entry.pathname).not.toBe('');
  });

  it('has a page for every non-planned entry, except the guides being written', () => {
    const written = new Set([...listContentPaths(), ...apiPagePaths()]);
    const missing = flattenPages(xPages).filter(
      (page) =>
        !page.planned && !API_NOT_EXPORTED.includes(page.title) && !written.has(page.pathname),
    );
    expect(missing.map((page) => page.pathname).sort()).toEqual([...PAGES_BEING_WRITTEN].sort());
  });

  it('has an entry for every page under /x/', () => {
    const orphans = listContentPaths().filter(
      (path) => path.startsWith('/x/') && findTrail(xPages, path).length === 0,
    );
    // The /x/ landing is a page of ours outside the tree.
    expect(listContentPaths()).toContain('/x');
    expect(orphans).toEqual([]);
  });

  it('uses absolute URLs only for external links and file paths only for files, both leaves', () => {
    for (const { entry } of ours) {
      if (isExternal(entry) || isFileLink(entry))
        expect(isGroup(entry), entry.pathname).toBe(false);
      if (isFileLink(entry)) expect(entry.pathname).toMatch(/^\/x\/[a-z0-9-]+\.txt$/);
      else if (!isExternal(entry)) expect(entry.pathname).toMatch(/^\/x(\/[a-z0-9-]+)*$/);
    }
  });
});
