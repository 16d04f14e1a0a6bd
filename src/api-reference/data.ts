import fs from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import type { ApiProductData } from './types';

const GENERATED = path.join(process.cwd(), 'generated', 'api');

/** The generated data of one product (read once per process). */
export const loadApiProduct = cache((product: string): ApiProductData => {
  const file = path.join(GENERATED, `${product}.json`);
  if (!fs.existsSync(file)) {
    throw new Error(
      `API reference data is missing (${file}). Run \`npm run generate:api\` (part of \`npm run build\`).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiProductData;
});

export function loadApiPage(product: string, slug: string) {
  return loadApiProduct(product).pages.find((page) => page.slug === slug);
}
