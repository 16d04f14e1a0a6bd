import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { API_NOT_EXPORTED } from '@/api-reference/products';
import { listContentPaths, resolveContentFile } from '@/content/files';
import { remarkHeadings } from '@/markdown/remarkHeadings';
import type { TocEntry } from '@/markdown/toc';
import { flattenPages, xPages } from '@/navigation';
import {
  answers,
  EVALUATION_CASES,
  rankOf,
  scoreEvaluation,
  type EvaluationRow,
} from './evaluation';

describe('scoring', () => {
  const groups = [
    { url: '/x/a/', hits: ['/x/a/', '/x/a/#one'] },
    { url: '/x/b/', hits: ['/x/b/', '/x/b/#%E5%9B%9B'] },
  ];

  it('finds the first listed page that answers, and a section only when it is listed', () => {
    expect(rankOf(['/x/b/'], groups)).toBe(2);
    expect(rankOf(['/x/c/', '/x/a/#one'], groups)).toBe(1);
    expect(rankOf(['/x/a/#two'], groups)).toBeNull();
    // Pagefind writes anchors percent-encoded.
    expect(answers(groups[1], '/x/b/#四')).toBe(true);
  });

  it('computes hit@1, hit@3 and the mean reciprocal rank', () => {
    const row = (rank: number | null): EvaluationRow => ({
      query: 'q',
      from: '/x/',
      rank,
      top: [],
      ms: 1,
    });
    const score = scoreEvaluation([row(1), row(2), row(4), row(null)]);
    expect(score).toMatchObject({ queries: 4, hitAt1: 0.25, hitAt3: 0.5, mrr: 0.438 });
    expect(score.misses.map((miss) => miss.rank)).toEqual([4, null]);
  });
});

/** The `##`/`###` anchors of a guide, as the site gives them (src/markdown/remarkHeadings.ts). */
function guideAnchors(canonicalPathname: string, zh: boolean): Set<string> {
  const file =
    (zh && resolveContentFile(canonicalPathname, 'zh')) ||
    resolveContentFile(canonicalPathname, 'en');
  if (!file) return new Set();
  const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkHeadings({ toc }));
  processor.runSync(processor.parse(source) as Root);
  return new Set(toc.map((entry) => entry.id));
}

/** `#prop-…`, `#slot-…` and `#class-…` of an API page, from the generated API data (if built). */
function apiAnchors(canonicalPathname: string): Set<string> | null {
  const [, , , product, slug] = canonicalPathname.split('/');
  const file = path.join(process.cwd(), 'generated', 'api', `${product}.json`);
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: { slug: string; props: { name: string }[]; slots: { name: string }[] }[];
  };
  const page = data.pages.find((entry) => entry.slug === slug);
  if (!page) return new Set();
  return new Set([
    ...page.props.map((prop) => `prop-${prop.name}`),
    ...page.slots.map((slot) => `slot-${slot.name}`),
  ]);
}

describe('the evaluation set', () => {
  const guides = new Set(listContentPaths());
  const apiPages = new Set(
    flattenPages(xPages)
      .filter(
        (page) => page.pathname.startsWith('/x/api/') && !API_NOT_EXPORTED.includes(page.title),
      )
      .map((page) => page.pathname),
  );
  const canonical = (url: string) => url.replace(/^\/zh(?=\/)/, '').replace(/\/$/, '') || '/';
  const exists = (url: string) => guides.has(canonical(url)) || apiPages.has(canonical(url));

  it('has at least 80 reader questions over every product, 10 of them in Chinese', () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(80);
    expect(
      EVALUATION_CASES.filter((item) => item.from.startsWith('/zh/')).length,
    ).toBeGreaterThanOrEqual(10);
    const answered = EVALUATION_CASES.flatMap((item) => item.expect).join(' ');
    for (const part of [
      'react-data-grid',
      'react-date-pickers',
      'react-charts',
      'react-tree-view',
      'introduction',
      'migration',
      '/x/api/',
    ]) {
      expect(answered, part).toContain(part);
    }
  });

  it('has no query twice from the same page', () => {
    const keys = EVALUATION_CASES.map((item) => `${item.from} ${item.query}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const item of EVALUATION_CASES) {
    it(`"${item.query}" (from ${item.from}) expects pages and sections that exist`, () => {
      expect(exists(item.from), item.from).toBe(true);
      expect(item.expect.length).toBeGreaterThan(0);
      for (const expected of item.expect) {
        const [url, anchor] = expected.split('#');
        expect(url, expected).toMatch(/\/$/);
        expect(exists(url), expected).toBe(true);
        if (!anchor) continue;
        const page = canonical(url);
        const anchors = page.startsWith('/x/api/')
          ? apiAnchors(page)
          : guideAnchors(page, url.startsWith('/zh/'));
        if (anchors) expect([...anchors], expected).toContain(anchor);
      }
    });
  }
});
