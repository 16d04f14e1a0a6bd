import fs from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { listContentPaths, resolveContentFile } from '@/content/files';
import { pageTitle, pageTitleKeys } from '@/i18n/pageTitles';
import { getProductCategoryId } from '@/routing/products';
import { corePages } from './corePages';
import { localizeNav } from './localize';
import { findTrail, flattenPages, isGroup } from './tree';
import type { NavPage } from './types';
import { xPages } from './xPages';

const walk = (entries: readonly NavPage[]): NavPage[] =>
  entries.flatMap((entry) => [entry, ...walk(entry.children ?? [])]);

const isCore = (path: string) => getProductCategoryId(path) === 'core';

describe('the Material UI navigation and its title maps', () => {
  it('has the same paths in the English and Chinese title maps, none empty', () => {
    expect(pageTitleKeys('zh').sort()).toEqual(pageTitleKeys('en').sort());
    for (const key of pageTitleKeys('en')) {
      expect(pageTitle(key, 'en')?.trim(), key).toBeTruthy();
      expect(pageTitle(key, 'zh')?.trim(), key).toBeTruthy();
    }
  });

  it('titles every entry of the tree in both languages, and every map key is in the tree', () => {
    const entries = walk(corePages).map((page) => page.pathname);
    expect(new Set(entries).size).toBe(entries.length);
    expect([...entries].sort()).toEqual(pageTitleKeys('en').sort());
  });

  it('lists the getting-started pages, at least 40 components, and the other groups', () => {
    const pages = flattenPages(corePages).map((page) => page.pathname);
    for (const name of [
      'installation',
      'usage',
      'example-projects',
      'templates',
      'learn',
      'faq',
      'supported-components',
      'supported-platforms',
      'support',
    ]) {
      expect(pages).toContain(`/material-ui/getting-started/${name}`);
    }
    const components = walk(corePages).find((page) => page.pathname === '/material-ui/components');
    expect(flattenPages(components!.children!).length).toBeGreaterThanOrEqual(40);
    for (const prefix of [
      '/material-ui/customization/',
      '/material-ui/guides/',
      '/material-ui/discover-more/',
      '/system/',
      '/system/css-in-js',
      '/system/styles',
      '/versions',
    ]) {
      expect(
        pages.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('has a written page for every entry, whose English title is the map title', () => {
    for (const page of flattenPages(corePages)) {
      const file = resolveContentFile(page.pathname, 'en');
      expect(file, page.pathname).not.toBeNull();
      const { data } = matter(fs.readFileSync(file!, 'utf8'));
      expect(data.title, page.pathname).toBe(page.title);
    }
  });

  it('has an entry for every page of the area', () => {
    const orphans = listContentPaths().filter(
      (path) => isCore(path) && findTrail(corePages, path).length === 0,
    );
    expect(orphans).toEqual([]);
  });
});

describe('localizeNav', () => {
  it('uses the Chinese titles, subheaders included, and keeps the structure', () => {
    const zh = localizeNav(corePages, 'zh');
    const button = walk(zh).find((page) => page.pathname === '/material-ui/react-button');
    expect(button?.title).toBe('按钮');
    const inputs = walk(zh).find((page) => page.pathname === '/material-ui/components/inputs');
    expect(inputs?.subheader).toBe('输入');
    expect(isGroup(inputs!)).toBe(true);
    expect(walk(zh).map((page) => page.pathname)).toEqual(walk(corePages).map((p) => p.pathname));
  });

  it('keeps English titles where the map has none (the /x/ tree)', () => {
    const zh = localizeNav(xPages, 'zh');
    expect(walk(zh).map((page) => [page.title, page.subheader])).toEqual(
      walk(xPages).map((page) => [page.title, page.subheader]),
    );
  });

  it('falls back to English for a language whose map lacks a path', () => {
    expect(pageTitle('/versions', 'zh')).toBe('版本');
    expect(pageTitle('/not-in-any-map', 'zh')).toBeUndefined();
  });
});
