// After `next build`: the search index (Pagefind) of every prerendered documentation page, per
// language, written to public/_pagefind/ and served from /_pagefind/. Pages are indexed from their
// `data-pagefind-body` (the article: title, description, prose; the ad slot is ignored), with their
// product and kind as filters. Every prop and slot of the API reference is also a record of its own
// pointing at its anchor, so `rowHeight` finds `DataGrid`'s `#prop-rowHeight`.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_PRODUCTS, searchFacets } from '../src/search/facets';
import { prerenderedPages, root } from './lib.mjs';

const OUTPUT = path.join(root, 'public', '_pagefind');
// Pagefind's language codes: the indexes are chosen by the page's <html lang>.
const PAGEFIND_LANGUAGE = { en: 'en', zh: 'zh-cn' } as const;

interface ApiData {
  pages: {
    name: string;
    slug: string;
    product: string;
    props: { name: string; type: string; description: string; default?: string }[];
    slots?: { name: string; description?: string }[];
  }[];
}

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

let records = 0;
const apiDir = path.join(root, 'generated', 'api');
for (const file of fs.readdirSync(apiDir).filter((name) => name.endsWith('.json'))) {
  const data = JSON.parse(fs.readFileSync(path.join(apiDir, file), 'utf8')) as ApiData;
  for (const page of data.pages) {
    const canonical = `/x/api/${page.product}/${page.slug}`;
    const { product } = searchFacets(canonical);
    const entries = [
      ...page.props.map((prop) => ({
        anchor: `prop-${prop.name}`,
        title: `${page.name}: ${prop.name}`,
        content: `${prop.name} prop of ${page.name}. ${prop.description} Type: ${prop.type}.${prop.default ? ` Default: ${prop.default}.` : ''}`,
      })),
      ...(page.slots ?? []).map((slot) => ({
        anchor: `slot-${slot.name}`,
        title: `${page.name}: ${slot.name} slot`,
        content: `${slot.name} slot of ${page.name}. ${slot.description ?? ''}`,
      })),
    ];
    for (const [language, code] of Object.entries(PAGEFIND_LANGUAGE)) {
      const prefix = language === 'en' ? '' : '/zh';
      for (const entry of entries) {
        const { errors: recordErrors } = await index.addCustomRecord({
          url: `${prefix}${canonical}/#${entry.anchor}`,
          content: entry.content,
          language: code,
          meta: { title: entry.title },
          filters: {
            kind: ['api'],
            ...(product ? { product: [product] } : {}),
          },
        });
        if (recordErrors.length > 0) fail(`${entry.title}: ${recordErrors.join('; ')}`);
        records += 1;
      }
    }
  }
}

const { errors: writeErrors } = await index.writeFiles({ outputPath: OUTPUT });
if (writeErrors.length > 0) fail(writeErrors.join('; '));
await pagefind.close();

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
  `Search: ${pages} pages and ${records} API records indexed in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB on disk (${Object.keys(SEARCH_PRODUCTS).length} product filters).`,
);
