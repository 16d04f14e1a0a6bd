// Generates the API reference data from the installed MUI X packages' type definitions.
// Output: generated/api/<product>.json (gitignored; `npm run build` regenerates it).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ApiGeneratorError, createApiProgram } from '../src/api-reference/generator/extract';
import { generateApiData } from '../src/api-reference/generator/generate';
import { API_EXPORT_NAMES, API_NOT_EXPORTED, API_PRODUCTS } from '../src/api-reference/products';
import { xPages } from '../src/navigation/xPages';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'generated', 'api');
const require = createRequire(path.join(root, 'package.json'));

const started = performance.now();
const products = API_PRODUCTS.map((product) => ({
  id: product.id,
  packages: product.packages.map((entry) => ({
    ...entry,
    typesEntry: path.join(root, 'node_modules', entry.name, 'index.d.ts'),
  })),
}));
for (const level of products.flatMap(({ packages }) => packages)) {
  if (!fs.existsSync(level.typesEntry)) {
    throw new ApiGeneratorError(
      `cannot find the type definitions of ${level.name} at ${level.typesEntry}.`,
    );
  }
}

const context = createApiProgram(
  products.flatMap(({ packages }) => packages.map((level) => level.typesEntry)),
);
const { products: data, errors } = generateApiData(context, {
  tree: xPages,
  products,
  notExported: API_NOT_EXPORTED,
  exportNames: API_EXPORT_NAMES,
  readClassNames: (packageName, exportName) => {
    const value = require(packageName)[exportName];
    return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
  },
});
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exit(1);
}

fs.mkdirSync(outDir, { recursive: true });
for (const product of data) {
  fs.writeFileSync(
    path.join(outDir, `${product.product}.json`),
    `${JSON.stringify(product, null, 1)}\n`,
  );
}
const count = data.reduce((sum, product) => sum + product.pages.length, 0);
console.log(
  `API reference: ${count} pages generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
