import { describe, expect, it } from 'vitest';
import { apiPagePaths } from '@/api-reference/pages';
import { API_NOT_EXPORTED } from '@/api-reference/products';
import { listContentPaths } from '@/content/files';
import reference from './reference/nav-x-v8.0.0-alpha.8.json';
import { findTrail, flattenPages, isExternal, isGroup } from './tree';
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

function walk<T extends { children?: readonly T[] }>(entries: readonly T[]): T[] {
  return entries.flatMap((entry) => [entry, ...walk(entry.children ?? [])]);
}

/** Pages under /x/ that are not in its tree. */
const STANDALONE_PAGES = ['/x'];

describe('the /x/ navigation tree', () => {
  const ours = new Map(walk<NavPage>(xPages).map((page) => [page.pathname, page]));

  it('has every entry of the incumbent site at the same URL with the same flags', () => {
    const entries = walk<ReferenceEntry>(reference as ReferenceEntry[]);
    expect(entries.length).toBeGreaterThan(300);
    for (const entry of entries) {
      const page = ours.get(entry.pathname);
      expect(page, entry.pathname).toBeDefined();
      expect(
        {
          plan: page!.plan,
          planned: page!.planned,
          unstable: page!.unstable,
          newFeature: page!.newFeature,
        },
        entry.pathname,
      ).toEqual({
        plan: entry.plan,
        planned: entry.planned,
        unstable: entry.unstable,
        newFeature: entry.newFeature,
      });
      if (entry.title) expect(page!.title, entry.pathname).toBe(entry.title);
      if (entry.subheader) expect(page!.subheader, entry.pathname).toBe(entry.subheader);
    }
  });

  it('gives every entry a title', () => {
    for (const page of ours.values()) expect(page.title.trim(), page.pathname).not.toBe('');
  });

  it('has a page for every non-planned entry', () => {
    const written = new Set([...listContentPaths(), ...apiPagePaths()]);
    const missing = flattenPages(xPages).filter(
      (page) =>
        !page.planned && !API_NOT_EXPORTED.includes(page.title) && !written.has(page.pathname),
    );
    expect(missing.map((page) => page.pathname)).toEqual([]);
  });

  it('has an entry for every page under /x/', () => {
    const orphans = listContentPaths().filter(
      (path) =>
        (path === '/x' || path.startsWith('/x/')) &&
        !STANDALONE_PAGES.includes(path) &&
        findTrail(xPages, path).length === 0,
    );
    expect(orphans).toEqual([]);
  });

  it('uses absolute URLs only for external links, which are leaves', () => {
    for (const page of ours.values()) {
      if (isExternal(page)) expect(isGroup(page), page.pathname).toBe(false);
      else expect(page.pathname, page.pathname).toMatch(/^\/x(\/[a-z0-9-]+)*$/);
    }
  });
});
