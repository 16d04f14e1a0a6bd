import type { Plan } from './types';

export interface ApiProduct {
  /** Segment of the URL: /x/api/<id>/. */
  id: string;
  title: string;
  /** Packages, Community first. */
  packages: { name: string; plan?: Plan }[];
}

export const API_PRODUCTS: readonly ApiProduct[] = [
  {
    id: 'data-grid',
    title: 'Data Grid',
    packages: [
      { name: '@mui/x-data-grid' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
  },
  {
    id: 'date-pickers',
    title: 'Date and Time Pickers',
    packages: [{ name: '@mui/x-date-pickers' }, { name: '@mui/x-date-pickers-pro', plan: 'pro' }],
  },
  {
    id: 'charts',
    title: 'Charts',
    packages: [{ name: '@mui/x-charts' }, { name: '@mui/x-charts-pro', plan: 'pro' }],
  },
  {
    id: 'tree-view',
    title: 'Tree View',
    packages: [{ name: '@mui/x-tree-view' }, { name: '@mui/x-tree-view-pro', plan: 'pro' }],
  },
];

export function getApiProduct(id: string): ApiProduct | undefined {
  return API_PRODUCTS.find((product) => product.id === id);
}

/**
 * Symbols of the 8.29.3 tree that the installed packages export under another name. The page keeps
 * its URL and title and documents the export that exists.
 */
export const API_EXPORT_NAMES: Readonly<Record<string, string>> = {
  PickersSectionList: 'Unstable_PickersSectionList',
  SankeyChart: 'Unstable_SankeyChart',
};

/**
 * Symbols of the 8.29.3 tree that the release does not ship. No page is generated for them and the
 * nav hides them; any other symbol that no installed package exports fails the build by name.
 */
export const API_NOT_EXPORTED: readonly string[] = [
  // Listed by the incumbent's tree, but no package of the release exports them.
  'ChartsOnAxisClickHandler',
  'ChartsVoronoiHandler',
  // `@mui/x-charts-premium` has no 8.29.3 release (its v8 line stops at 8.28.3).
  'BarChartPremium',
  'ChartsContainerPremium',
  'ChartsDataProviderPremium',
  'RangeBarPlot',
];
