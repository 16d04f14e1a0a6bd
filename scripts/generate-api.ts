// Generates the API reference data from the installed MUI X packages' type definitions.
// Output: generated/api/<product>.json (gitignored; `npm run build` regenerates it).
import { createHash } from 'node:crypto';
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

/**
 * What the data is made from: the generator's own code, the tree it follows and the installed
 * packages' versions. When none changed since the last run (a writer restarting `npm run dev`),
 * the data on disk is kept: generating it takes ~14 s. `--force` generates anyway (the bench).
 */
function inputsHash() {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const sources = [
    ...files(path.join(root, 'src', 'api-reference')),
    ...files(path.join(root, 'src', 'navigation')),
    path.join(root, 'scripts', 'generate-api.ts'),
  ].sort();
  for (const file of sources) hash.update(file).update(fs.readFileSync(file));
  const scope = path.join(root, 'node_modules', '@mui');
  const installed = fs.readdirSync(scope).filter((name) => name.startsWith('x-'));
  for (const name of [...installed.map((pkg) => `@mui/${pkg}`), 'typescript'].sort()) {
    hash.update(`${name}@${require(`${name}/package.json`).version}`);
  }
  return hash.digest('hex');
}
const stampFile = path.join(outDir, '.inputs');
const inputs = inputsHash();
const upToDate =
  !process.argv.includes('--force') &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === inputs &&
  API_PRODUCTS.every(({ id }) => fs.existsSync(path.join(outDir, `${id}.json`)));
if (upToDate) {
  console.log('API reference: up to date (generator, tree and packages unchanged)');
  process.exit(0);
}

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
fs.writeFileSync(stampFile, inputs);
const count = data.reduce((sum, product) => sum + product.pages.length, 0);
console.log(
  `API reference: ${count} pages generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
