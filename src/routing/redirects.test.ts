import { describe, expect, it } from 'vitest';
import { RENAMED_PAGES, renamedPageTarget } from './redirects';
import { listContentPaths } from '@/content/files';
import { apiPagePaths } from '@/api-reference';

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

  it('only points at pages the site has, and never at another renamed path', () => {
    const pages = new Set([...listContentPaths(), ...apiPagePaths()]);
    for (const [from, to] of Object.entries(RENAMED_PAGES)) {
      expect(pages.has(to), `${from} → ${to}`).toBe(true);
      expect(pages.has(from), `${from} is still a page`).toBe(false);
      expect(RENAMED_PAGES[to], to).toBeUndefined();
    }
  });
});
