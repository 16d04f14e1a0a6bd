import { flattenPages } from '../../navigation/tree';
import type { NavPage } from '../../navigation/types';
import type { ApiProductData } from '../types';
import {
  ApiGeneratorError,
  extractApiPage,
  type ClassNameReader,
  type createApiProgram,
  type PackageLevel,
} from './extract';

export interface ProductLevels {
  id: string;
  /** The product's packages, Community first. */
  packages: PackageLevel[];
}

export interface GenerateOptions {
  /** The navigation tree: every `/x/api/<product>/<slug>` leaf is a symbol to document. */
  tree: readonly NavPage[];
  products: readonly ProductLevels[];
  /** Symbols of the tree the release does not ship: skipped, not errors. */
  notExported: readonly string[];
  /** Symbols the packages export under another name. */
  exportNames: Readonly<Record<string, string>>;
  readClassNames: ClassNameReader;
}

/**
 * The API data of every symbol page of the tree, read from the packages. The list of symbols comes
 * from the tree, never from a list of our own: a symbol that no package exports (and that is not
 * listed in `notExported`) is an error naming it, and the caller fails the build.
 */
export function generateApiData(
  context: ReturnType<typeof createApiProgram>,
  options: GenerateOptions,
): { products: ApiProductData[]; errors: string[] } {
  const errors: string[] = [];
  const leaves = flattenPages(options.tree);
  const products = options.products.map(({ id, packages }) => {
    const prefix = `/x/api/${id}/`;
    const data: ApiProductData = { product: id, pages: [] };
    for (const page of leaves) {
      const slug = page.pathname.slice(prefix.length);
      if (!page.pathname.startsWith(prefix) || slug.includes('/')) continue;
      if (options.notExported.includes(page.title)) continue;
      try {
        data.pages.push(
          extractApiPage(
            context,
            {
              name: page.title,
              exportName: options.exportNames[page.title],
              slug,
              product: id,
              plan: page.plan,
              packages,
            },
            options.readClassNames,
          ),
        );
      } catch (error) {
        if (!(error instanceof ApiGeneratorError)) throw error;
        errors.push(error.message);
      }
    }
    return data;
  });
  return { products, errors };
}
