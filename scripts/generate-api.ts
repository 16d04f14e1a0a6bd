// Generates the API reference data from the installed MUI X packages' type definitions.
// Output: generated/api/<product>.json (gitignored; `npm run build` regenerates it).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ApiGeneratorError,
  createApiProgram,
  extractApiPage,
  type SymbolRequest,
} from '../src/api-reference/generator/extract';
import { API_EXPORT_NAMES, API_NOT_EXPORTED, API_PRODUCTS } from '../src/api-reference/products';
import type { ApiProductData } from '../src/api-reference/types';
import { flattenPages } from '../src/navigation/tree';
import { xPages } from '../src/navigation/xPages';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'generated', 'api');
const require = createRequire(path.join(root, 'package.json'));

const started = performance.now();
const levels = API_PRODUCTS.map((product) => ({
  product,
  packages: product.packages.map((entry) => ({
    ...entry,
    typesEntry: path.join(root, 'node_modules', entry.name, 'index.d.ts'),
  })),
}));
for (const { packages } of levels) {
  for (const level of packages) {
    if (!fs.existsSync(level.typesEntry)) {
      throw new ApiGeneratorError(
        `cannot find the type definitions of ${level.name} at ${level.typesEntry}.`,
      );
    }
  }
}

const context = createApiProgram(
  levels.flatMap(({ packages }) => packages.map((level) => level.typesEntry)),
);
const readClassNames = (packageName: string, exportName: string) => {
  const value = require(packageName)[exportName];
  return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
};

const errors: string[] = [];
fs.mkdirSync(outDir, { recursive: true });
let count = 0;
for (const { product, packages } of levels) {
  const prefix = `/x/api/${product.id}/`;
  const requests: SymbolRequest[] = flattenPages(xPages)
    .filter((page) => page.pathname.startsWith(prefix) && !API_NOT_EXPORTED.includes(page.title))
    .map((page) => ({
      name: page.title,
      exportName: API_EXPORT_NAMES[page.title],
      slug: page.pathname.slice(prefix.length),
      product: product.id,
      plan: page.plan,
      packages,
    }));
  const data: ApiProductData = { product: product.id, pages: [] };
  for (const request of requests) {
    try {
      data.pages.push(extractApiPage(context, request, readClassNames));
    } catch (error) {
      if (!(error instanceof ApiGeneratorError)) throw error;
      errors.push(error.message);
    }
  }
  count += data.pages.length;
  fs.writeFileSync(path.join(outDir, `${product.id}.json`), `${JSON.stringify(data, null, 1)}\n`);
}

if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log(
  `API reference: ${count} pages generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
