import { flattenPages, xPages } from '@/navigation';
import { cache } from 'react';
import { API_NOT_EXPORTED, API_PRODUCTS } from './products';

/**
 * The API pages the site has: every /x/api/ entry of the nav (an index per product and a page per
 * symbol) except the symbols the installed version does not export. The generator fails the build
 * when any other symbol cannot be read, so each path here is backed by generated data.
 */
export function apiPagePaths(): string[] {
  const products = new Set(API_PRODUCTS.map((product) => product.id));
  return flattenPages(xPages)
    .filter((page) => {
      const [, x, api, product] = page.pathname.split('/');
      return (
        x === 'x' &&
        api === 'api' &&
        products.has(product) &&
        !API_NOT_EXPORTED.includes(page.title)
      );
    })
    .map((page) => page.pathname);
}

const symbolPaths = cache(() => {
  const paths = new Set(apiPagePaths());
  return new Map(
    flattenPages(xPages)
      .filter((page) => paths.has(page.pathname) && page.pathname.split('/').length === 5)
      .map((page) => [page.title, page.pathname]),
  );
});

/** The API page of a symbol named in a description (`[[GridColDef]]`), when the site has one. */
export function apiSymbolPath(name: string): string | undefined {
  return symbolPaths().get(name);
}
