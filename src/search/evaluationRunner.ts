// Node side of the search evaluation, shared by the bench (bench/search.mjs) and the browser test
// (tests/e2e/search.spec.ts): bundles ./evaluationPage.ts, which calls the dialog's own
// `searchDocs`, runs every query in a page of the served site and scores the answers.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import {
  EVALUATION_CASES,
  rankOf,
  scoreEvaluation,
  type EvaluationCase,
  type EvaluationRow,
} from './evaluation';
import type { PageResult } from './evaluationPage';

type Query = Omit<EvaluationCase, 'expect'>;

let bundled: Promise<string> | undefined;

/** The search engine as one script for a page (from source: no build needed to try a change). */
export function searchScript(): Promise<string> {
  // Loaded by path: under tsx's loader (the bench) an imported esbuild cannot find its binary.
  const { build } = createRequire(path.join(process.cwd(), 'package.json'))(
    'esbuild',
  ) as typeof import('esbuild');
  bundled ??= build({
    entryPoints: [path.join(process.cwd(), 'src', 'search', 'evaluationPage.ts')],
    absWorkingDir: process.cwd(),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return bundled;
}

/**
 * Runs the queries in `page` (opened on `baseUrl`) the way the dialog does, one language at a
 * time (each searches its own index, chosen by the page's `<html lang>`), in the given order.
 */
export async function searchInPage(
  page: Page,
  baseUrl: string,
  queries: readonly Query[],
): Promise<PageResult[]> {
  const script = await searchScript();
  const results: PageResult[] = new Array(queries.length);
  for (const zh of [false, true]) {
    const indexes = queries.flatMap((query, index) =>
      query.from.startsWith('/zh/') === zh ? [index] : [],
    );
    if (indexes.length === 0) continue;
    await page.goto(`${baseUrl}${queries[indexes[0]].from}`, { waitUntil: 'load' });
    await page.evaluate(script);
    const found = await page.evaluate(
      (items) =>
        (
          globalThis as unknown as {
            __docsSearch: { searchAll(items: Query[]): Promise<PageResult[]> };
          }
        ).__docsSearch.searchAll(items),
      indexes.map((index) => queries[index]),
    );
    indexes.forEach((index, position) => (results[index] = found[position]));
  }
  return results;
}

/** Every case of the evaluation set, searched in `page` and scored. */
export async function evaluateSearch(
  page: Page,
  baseUrl: string,
  cases: readonly EvaluationCase[] = EVALUATION_CASES,
) {
  const results = await searchInPage(page, baseUrl, cases);
  const rows: EvaluationRow[] = cases.map((item, index) => ({
    query: item.query,
    from: item.from,
    rank: rankOf(item.expect, results[index].groups),
    top: results[index].groups.slice(0, 3).map((group) => group.url),
    ms: Number(results[index].ms.toFixed(1)),
  }));
  return { ...scoreEvaluation(rows), rows };
}
