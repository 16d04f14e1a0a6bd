import { describe, expect, it } from 'vitest';
import { getProductCategoryId, getProductId } from './products';

describe('getProductCategoryId', () => {
  it.each([
    ['/material-ui/react-button', 'core'],
    ['/joy-ui/getting-started', 'core'],
    ['/base-ui/react-menu', 'core'],
    ['/system/getting-started', 'core'],
    ['/x/react-data-grid', 'x'],
    ['/x', 'x'],
    ['/toolpad/core/introduction', 'toolpad'],
    ['/docs/contributing', 'docs'],
    ['/versions', 'docs'],
    ['/production-error', 'docs'],
    ['/experiments/docs/callouts', 'docs-infra'],
    ['/experiments/other', null],
    ['/', null],
    ['/blog/post', null],
    ['/xylophone', null],
  ])('%s → %s', (path, category) => {
    expect(getProductCategoryId(path)).toBe(category);
  });
});

describe('getProductId', () => {
  it.each([
    ['/x/react-data-grid', 'x-data-grid'],
    ['/x/react-data-grid/sorting', 'x-data-grid'],
    ['/x/api/data-grid/data-grid', 'x-data-grid'],
    ['/x/api/data-grid', 'x-data-grid'],
    ['/x/migration/migration-data-grid-v7', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers'],
    ['/x/api/date-pickers/date-picker', 'x-date-pickers'],
    ['/x/migration/migration-pickers-v7', 'x-date-pickers'],
    ['/x/react-charts/bars', 'x-charts'],
    ['/x/api/charts/bar-chart', 'x-charts'],
    ['/x/migration/migration-charts-v7', 'x-charts'],
    ['/x/react-tree-view/simple-tree-view/items', 'x-tree-view'],
    ['/x/api/tree-view/rich-tree-view', 'x-tree-view'],
    ['/x/api/tree-view/tree-item', 'x-tree-view'],
    ['/x/migration/migration-tree-view-v7', 'x-tree-view'],
    ['/x/introduction/installation', 'x-introduction'],
    ['/x/common-concepts/custom-components', 'x-introduction'],
    ['/x', 'x-introduction'],
    ['/material-ui/react-button', 'material-ui'],
    ['/system/getting-started', 'system'],
    ['/toolpad/studio/getting-started', 'toolpad-studio'],
    ['/toolpad/core/introduction', 'toolpad-core'],
    ['/versions', 'docs'],
    ['/experiments/docs/demos', 'docs-infra'],
    ['/', null],
  ])('%s → %s', (path, product) => {
    expect(getProductId(path)).toBe(product);
  });
});
