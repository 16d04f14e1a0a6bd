// After `next build`: the search index (Pagefind) of every prerendered documentation page, per
// language, written to public/_pagefind/ and served from /_pagefind/. Pages are indexed from their
// `data-pagefind-body` (the article: title, description, prose; the ad slot is ignored), with their
// product and kind as filters. Each row of an API table carries `data-pagefind-title`, which makes
// it a sub-result of its page, so `rowHeight` finds `DataGrid`'s `#prop-rowHeight` without a record
// of its own (records of their own made the index's page list, which every first query downloads,
// five times longer).
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_PRODUCTS } from '../src/search/facets';
import { prerenderedPages, root } from './lib.mjs';
import { patchPagefindScript } from './pagefindPatch.mts';

const OUTPUT = path.join(root, 'public', '_pagefind');

function fail(message: string): never {
  console.error(`Search index: ${message}`);
  process.exit(1);
}

const started = performance.now();
fs.rmSync(OUTPUT, { recursive: true, force: true });
const { index, errors } = await pagefind.createIndex({
  // Chrome inside the article that is not content: the ad, demo toolbars, buttons.
  excludeSelectors: ['aside[data-ad-shape]', '.demo-toolbar', 'button'],
});
if (!index) fail(errors.join('; '));

let pages = 0;
for (const { url, file } of prerenderedPages()) {
  const { errors: fileErrors } = await index.addHTMLFile({
    url,
    content: fs.readFileSync(file, 'utf8'),
  });
  if (fileErrors.length > 0) fail(`${url}: ${fileErrors.join('; ')}`);
  pages += 1;
}

const { errors: writeErrors } = await index.writeFiles({ outputPath: OUTPUT });
if (writeErrors.length > 0) fail(writeErrors.join('; '));
await pagefind.close();

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
  `Search: ${pages} pages indexed in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB on disk (${Object.keys(SEARCH_PRODUCTS).length} product filters).`,
);
