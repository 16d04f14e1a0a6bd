// After `next build`: the search index (Pagefind) of every prerendered documentation page, per
// language, written to public/_pagefind/ and served from /_pagefind/. Pages are indexed from their
// `data-pagefind-body` (the article: title, description, prose; the ad slot is ignored), with their
// product and kind as filters and their description weighted (src/search/indexing.ts). Each row of an API table gets a `data-pagefind-title` there, which makes
// it a sub-result of its page, so `rowHeight` finds `DataGrid`'s `#prop-rowHeight` without a record
// of its own (records of their own made the index's page list, which every first query downloads,
// five times longer).
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { pagesFile, SEARCH_PRODUCTS } from '../src/search/facets';
import {
  EXCLUDED_FROM_INDEX,
  pageList,
  prepareForIndex,
  type IndexedPage,
} from '../src/search/indexing';
import { prerenderedPages, root } from './lib.mjs';
import { rechunkIndex } from './pagefindChunks.mts';
import { patchPagefindScript } from './pagefindPatch.mts';

const OUTPUT = path.join(root, 'public', '_pagefind');

function fail(message: string): never {
  console.error(`Search index: ${message}`);
  process.exit(1);
}

const started = performance.now();
fs.rmSync(OUTPUT, { recursive: true, force: true });
const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED_FROM_INDEX });
if (!index) fail(errors.join('; '));

let pages = 0;
const prerendered = prerenderedPages();
const urls = new Set(prerendered.map((page) => page.url));
for (const { url, file } of prerendered) {
  let content: string;
  try {
    content = prepareForIndex(fs.readFileSync(file, 'utf8'), url, (other) => urls.has(other));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { errors: fileErrors } = await index.addHTMLFile({ url, content });
  if (fileErrors.length > 0) fail(`${url}: ${fileErrors.join('; ')}`);
  pages += 1;
}

const { errors: writeErrors } = await index.writeFiles({ outputPath: OUTPUT });
if (writeErrors.length > 0) fail(writeErrors.join('; '));
await pagefind.close();

// Smaller index chunks than Pagefind writes, so a reader's first question downloads less
// (./pagefindChunks.mts).
let chunkCounts: string;
try {
  chunkCounts = Object.entries(rechunkIndex(OUTPUT))
    .map(([language, { before, after }]) => `${language} ${before} → ${after}`)
    .join(', ');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Each page's area and product by result id, and the common words, per index language, for
// ranking (src/search/facets.ts).
const indexed = new Map<string, IndexedPage[]>();
for (const name of fs.readdirSync(path.join(OUTPUT, 'fragment'))) {
  const id = name.replace(/\.pf_fragment$/, '');
  const language = id.slice(0, id.lastIndexOf('_'));
  // A fragment is gzip of "pagefind_dcd" and the page's JSON.
  const raw = gunzipSync(fs.readFileSync(path.join(OUTPUT, 'fragment', name))).subarray(12);
  const { url, content, filters } = JSON.parse(raw.toString('utf8')) as IndexedPage;
  indexed.set(language, [...(indexed.get(language) ?? []), { id, url, content, filters }]);
}
for (const [language, list] of indexed) {
  fs.writeFileSync(path.join(OUTPUT, pagesFile(language)), JSON.stringify(pageList(list)));
}

// One split of a page's text per result instead of one per sub-result (see ./pagefindPatch.mts),
// in the worker that loads results and in the script that does it where workers are unavailable.
for (const name of ['pagefind-worker.js', 'pagefind.js']) {
  const script = path.join(OUTPUT, name);
  try {
    fs.writeFileSync(script, patchPagefindScript(fs.readFileSync(script, 'utf8')));
  } catch (error) {
    fail(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let bytes = 0;
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else bytes += fs.statSync(full).size;
  }
};
walk(OUTPUT);
console.log(
  `Search: ${pages} pages indexed in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB on disk (${Object.keys(SEARCH_PRODUCTS).length} product filters; index chunks ${chunkCounts}).`,
);
