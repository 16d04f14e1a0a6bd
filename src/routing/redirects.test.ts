import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { listContentPaths } from '@/content/files';
import { apiPagePaths } from '@/api-reference';
import { PAGES_BEING_WRITTEN } from '@/navigation/pagesBeingWritten';
import {
  RELEASE_RULES_KEPT_AS_IS,
  RENAMED_PAGES,
  SHORT_LINKS,
  redirectFor,
  renamedPageTarget,
} from './redirects';

describe('renamedPageTarget', () => {
  it('maps an old path to the current page, with or without a trailing slash', () => {
    expect(renamedPageTarget('/x/react-data-grid/columns/')).toBe(
      '/x/react-data-grid/column-definition/',
    );
    expect(renamedPageTarget('/x/react-data-grid/columns')).toBe(
      '/x/react-data-grid/column-definition/',
    );
  });

  it('keeps the language prefix', () => {
    expect(renamedPageTarget('/zh/x/react-data-grid/rows/')).toBe(
      '/zh/x/react-data-grid/row-definition/',
    );
  });

  it('leaves current pages and unknown paths alone', () => {
    expect(renamedPageTarget('/x/react-data-grid/column-definition/')).toBeNull();
    expect(renamedPageTarget('/x/react-data-grid/columns/extra/')).toBeNull();
    expect(renamedPageTarget('/')).toBeNull();
    expect(renamedPageTarget('/x/')).toBeNull();
    expect(renamedPageTarget('/x/react-data-grid/constructor/')).toBeNull();
    expect(renamedPageTarget('/en/x/react-data-grid/columns/')).toBe(
      '/en/x/react-data-grid/column-definition/',
    );
  });

  it('only points at pages the site has (or is writing), and never at another renamed path', () => {
    const pages = new Set([...listContentPaths(), ...apiPagePaths(), ...PAGES_BEING_WRITTEN]);
    for (const [from, to] of Object.entries(RENAMED_PAGES)) {
      expect(pages.has(to), `${from} → ${to}`).toBe(true);
      expect(pages.has(from), `${from} is still a page`).toBe(false);
      expect(RENAMED_PAGES[to], to).toBeUndefined();
    }
  });
});

describe('redirectFor', () => {
  it('answers a renamed page with a 308 that keeps the language', () => {
    expect(redirectFor('/zh/x/react-data-grid/getting-started/')).toEqual({
      location: '/zh/x/react-data-grid/quickstart/',
      status: 308,
    });
  });

  it('answers short links and pages elsewhere with a 302, without a language', () => {
    expect(redirectFor('/r/x-get-license')).toEqual({
      location: 'https://mui.com/pricing/',
      status: 302,
    });
    expect(redirectFor('/zh/x/license/')).toEqual({
      location: 'https://mui.com/legal/mui-x-eula/',
      status: 302,
    });
    expect(redirectFor('/r/x-license-key-installation')).toEqual({
      location: '/x/introduction/licensing/#installing-the-key',
      status: 302,
    });
  });

  it('leaves pages and unknown paths alone', () => {
    expect(redirectFor('/x/react-data-grid/quickstart/')).toBeNull();
    expect(redirectFor('/r/x-unknown')).toBeNull();
    expect(redirectFor('/x/')).toBeNull();
  });

  it('covers every rule of the release that touches /x/, or says why not', () => {
    const file = path.join(import.meta.dirname, 'reference', 'redirects-x-8.29.3.txt');
    const rules = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/));
    expect(rules.length).toBeGreaterThan(50);
    const canonical = (value: string) => value.replace(/^\/:lang/, '').replace(/(.)\/$/, '$1');
    const uncovered = rules.filter(([from, to]) => {
      if (Object.hasOwn(RELEASE_RULES_KEPT_AS_IS, from)) return false;
      const source = canonical(from);
      if (Object.hasOwn(SHORT_LINKS, source)) {
        const target = SHORT_LINKS[source];
        // A short link to a page of the incumbent lands on our page of the same path.
        return to.startsWith('https://mui.com/x/')
          ? new URL(to).pathname !== target.split('#')[0]
          : target !== to;
      }
      return RENAMED_PAGES[source] !== canonical(to);
    });
    expect(uncovered).toEqual([]);
    for (const from of Object.keys(RELEASE_RULES_KEPT_AS_IS))
      expect(
        rules.some(([rule]) => rule === from),
        from,
      ).toBe(true);
  });
});
