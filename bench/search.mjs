// The search part of `npm run bench`: the index on disk, what a reader's first query downloads,
// the latency of 200 queries and the answers to the evaluation set (src/search/evaluation.json),
// every query run through the dialog's own code (src/search/engine.ts, bundled from source by
// src/search/evaluationRunner.ts, shared with tests/e2e/search.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, CHROMIUM_ARGS, root } from '../scripts/lib.mjs';

/** First queries of a reader on a cold cache: a feature word, a prop, a question, a synonym. */
const FIRST_QUERIES = [
  { query: 'sorting', from: '/x/react-data-grid/' },
  { query: 'rowHeight', from: '/x/react-data-grid/row-height/' },
  { query: 'disable past dates', from: '/x/react-date-pickers/date-picker/' },
  { query: 'freeze first column', from: '/x/react-data-grid/' },
  { query: 'donut chart', from: '/x/react-charts/' },
];
/** Feature words of the latency run, each also as "<word> model", a prefix and "<word> api". */
const WORDS = ['sorting', 'filter', 'pagination', 'selection', 'editing', 'export', 'columns'];

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** What the downloaded file is, for the breakdown of the first query's bytes. */
function fileKind(url) {
  const name = new URL(url).pathname.replace(/^\/_pagefind\//, '');
  if (name.startsWith('index/')) return 'index chunks';
  if (name.startsWith('fragment/')) return 'result fragments';
  if (name.startsWith('filter/')) return 'filters';
  if (name.startsWith('wasm.')) return 'WebAssembly';
  if (name.endsWith('.js')) return 'scripts';
  return 'entry, metadata and page list';
}

/**
 * Bytes on the wire (bodies as sent, compressed, plus response headers) of every search file a
 * reader's first query downloads, in a fresh browser context (cold cache), by kind of file.
 */
async function firstQueryBytes(browser, baseUrl, searchInPage, { query, from }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sizes = [];
    page.on('response', (response) => {
      if (!response.url().includes('/_pagefind/')) return;
      sizes.push(
        response
          .request()
          .sizes()
          .then((size) => ({
            kind: fileKind(response.url()),
            body: size.responseBodySize,
            headers: size.responseHeadersSize,
          }))
          .catch(() => null),
      );
    });
    // Opens `from`, then searches: the page itself downloads nothing from /_pagefind/.
    await searchInPage(page, baseUrl, [{ query, from }]);
    const files = (await Promise.all(sizes)).filter(Boolean);
    const bytes = {};
    for (const { kind, body } of files) bytes[kind] = (bytes[kind] ?? 0) + body;
    const headers = files.reduce((sum, file) => sum + file.headers, 0);
    const total = files.reduce((sum, file) => sum + file.body + file.headers, 0);
    const byKind = Object.fromEntries(Object.entries(bytes).map(([kind, sum]) => [kind, kb(sum)]));
    return { query, files: files.length, kb: kb(total), headersKb: kb(headers), byKind };
  } finally {
    await context.close();
  }
}

/** 200 queries: prop names from the API data and feature words, in a fixed order. */
function latencyQueries() {
  const apiDir = path.join(root, 'generated', 'api');
  const props = fs
    .readdirSync(apiDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(fs.readFileSync(path.join(apiDir, file), 'utf8')).pages)
    .flatMap((page) => page.props.map((prop) => prop.name));
  const unique = [...new Set(props)];
  const step = Math.max(1, Math.floor(unique.length / (200 - WORDS.length * 4)));
  const queries = unique.filter((_, index) => index % step === 0).slice(0, 200 - WORDS.length * 4);
  for (const word of WORDS) queries.push(word, `${word} model`, word.slice(0, 4), `${word} api`);
  return queries.map((query) => ({ query, from: '/x/react-data-grid/sorting/' }));
}

const percentile = (sorted, q) => Number(sorted[Math.floor(q * (sorted.length - 1))].toFixed(1));

/**
 * Search: the index on disk; what the first query downloads (Pagefind's script and WebAssembly,
 * the index's entry, metadata and page list, the index chunks of the query's words and the shown
 * results' fragments, as sent); the p50/p95 latency of 200 queries and of the evaluation set,
 * each run as the dialog runs it after a first query; hit@1, hit@3 and MRR of the evaluation set.
 */
export async function measureSearch(baseUrl) {
  let totalBytes = 0;
  let files = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        totalBytes += fs.statSync(full).size;
        files += 1;
      }
    }
  };
  walk(path.join(root, 'public', '_pagefind'));

  const { evaluateSearch, searchInPage } = await tsImport(
    '../src/search/evaluationRunner.ts',
    import.meta.url,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const firstQueries = [];
    for (const first of FIRST_QUERIES) {
      firstQueries.push(await firstQueryBytes(browser, baseUrl, searchInPage, first));
    }
    const page = await browser.newPage();
    const queries = latencyQueries();
    // One query first, as a reader's first one: the later ones are timed with Pagefind loaded.
    const [, ...timed] = await searchInPage(page, baseUrl, [queries[0], ...queries]);
    const latencies = timed.map((result) => result.ms).sort((a, b) => a - b);
    const evaluation = await evaluateSearch(page, baseUrl);
    const evaluationMs = evaluation.rows.map((row) => row.ms).sort((a, b) => a - b);
    const firstKb = firstQueries.map((first) => first.kb).sort((a, b) => a - b);
    return {
      indexMb: Number((totalBytes / 1024 / 1024).toFixed(1)),
      files,
      // The median reader's first query, and the heaviest (the longest question).
      firstQueryKb: firstKb[Math.floor(firstKb.length / 2)],
      firstQueryMaxKb: firstKb.at(-1),
      firstQueries,
      queries: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      evaluation: {
        queries: evaluation.queries,
        hitAt1: evaluation.hitAt1,
        hitAt3: evaluation.hitAt3,
        mrr: evaluation.mrr,
        p50Ms: percentile(evaluationMs, 0.5),
        p95Ms: percentile(evaluationMs, 0.95),
        misses: evaluation.misses.map(({ query, from, rank, top }) => ({ query, from, rank, top })),
      },
    };
  } finally {
    await browser.close();
  }
}
