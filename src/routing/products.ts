export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs' | 'docs-infra';

export type ProductId =
  | 'x-introduction'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'toolpad-core'
  | 'toolpad-studio'
  | 'docs'
  | 'docs-infra';

const CATEGORY_BY_FIRST_SEGMENT: Record<string, ProductCategoryId> = {
  'material-ui': 'core',
  'joy-ui': 'core',
  'base-ui': 'core',
  system: 'core',
  x: 'x',
  toolpad: 'toolpad',
  docs: 'docs',
  versions: 'docs',
  'production-error': 'docs',
};

function segments(canonicalPathname: string): string[] {
  return canonicalPathname.split('/').filter(Boolean);
}

/** Product category from the first segment of a canonical path (SPEC §2). */
export function getProductCategoryId(canonicalPathname: string): ProductCategoryId | null {
  if (
    canonicalPathname === '/experiments/docs' ||
    canonicalPathname.startsWith('/experiments/docs/')
  ) {
    return 'docs-infra';
  }
  const [first] = segments(canonicalPathname);
  return (first && CATEGORY_BY_FIRST_SEGMENT[first]) || null;
}

/** Which MUI X product a path under /x/ belongs to, guide and API pages alike. */
const X_PRODUCTS: ReadonlyArray<[RegExp, ProductId]> = [
  [/^(react-data-grid|api\/data-grid|migration\/migration-data-grid)/, 'x-data-grid'],
  [/^(react-date-pickers|api\/date-pickers|migration\/migration-pickers)/, 'x-date-pickers'],
  [/^(react-chart|api\/charts|migration\/migration-charts)/, 'x-charts'],
  [/^(react-tree-view|api\/tree-view|migration\/migration-tree-view)/, 'x-tree-view'],
];

/** Product id from a canonical path (SPEC §2), or null outside any product. */
export function getProductId(canonicalPathname: string): ProductId | null {
  const parts = segments(canonicalPathname);
  const category = getProductCategoryId(canonicalPathname);
  if (category === 'x') {
    const rest = parts.slice(1).join('/');
    const found = X_PRODUCTS.find(([pattern]) => pattern.test(rest));
    return found ? found[1] : 'x-introduction';
  }
  if (category === 'core') return parts[0] as ProductId;
  if (category === 'toolpad') return parts[1] === 'studio' ? 'toolpad-studio' : 'toolpad-core';
  if (category === 'docs' || category === 'docs-infra') return category;
  return null;
}
