// Runs in a docs page, bundled by ./evaluationRunner.ts: searches the way the dialog does (the
// same `searchDocs`, the reader's product taken from the page they are on) and lists the results.
import { searchDocs } from './engine';
import type { EvaluationCase, ListedGroup } from './evaluation';

export interface PageResult {
  groups: ListedGroup[];
  ms: number;
}

async function search(item: Omit<EvaluationCase, 'expect'>): Promise<PageResult> {
  const started = performance.now();
  const groups = await searchDocs(item.query, {
    filters: { products: item.products ?? [], kinds: item.kinds ?? [] },
    pathname: item.from,
  });
  return {
    groups: groups.map((group) => ({ url: group.url, hits: group.hits.map((hit) => hit.url) })),
    ms: performance.now() - started,
  };
}

/** One after the other, as a reader types one query after another. */
async function searchAll(items: Omit<EvaluationCase, 'expect'>[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const item of items) results.push(await search(item));
  return results;
}

(globalThis as { __docsSearch?: unknown }).__docsSearch = { searchAll };
