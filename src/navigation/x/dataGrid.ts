import type { NavPage } from '../types';

/** The entries of the Data Grid group of the /x/ tree (see `xSkeleton`). */
export const entries: readonly NavPage[] = [
  { pathname: '/x/react-data-grid', title: 'Overview' },
  { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
  { pathname: '/x/react-data-grid/features', title: 'Features' },
  {
    pathname: '/x/react-data-grid/demos-group',
    title: 'Demos',
    children: [
      { pathname: '/x/react-data-grid/demos/real-time-data', title: 'Real-time data' },
      { pathname: '/x/react-data-grid/demos/time-off-calendar', title: 'Time off calendar' },
      { pathname: '/x/react-data-grid/demos/inventory', title: 'Inventory' },
    ],
  },
  // Not in the 8.29.3 tree: our FAQ pages keep their URL and place.
  { pathname: '/x/react-data-grid/faq', title: 'FAQs' },
  {
    pathname: '/x/react-data-grid/main-features',
    title: 'Main features',
    subheader: 'Main features',
    children: [
      { pathname: '/x/react-data-grid/layout', title: 'Layout' },
      {
        pathname: '/x/react-data-grid/columns',
        title: 'Columns',
        children: [
          { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
          { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
          { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
          { pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns' },
          { pathname: '/x/react-data-grid/column-header', title: 'Column header' },
          { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
          { pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning' },
          { pathname: '/x/react-data-grid/column-groups', title: 'Column groups' },
          {
            pathname: '/x/react-data-grid/column-ordering',
            title: 'Column reordering',
            plan: 'pro',
          },
          {
            pathname: '/x/react-data-grid/column-pinning',
            title: 'Column pinning',
            plan: 'pro',
          },
          { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
        ],
      },
      {
        pathname: '/x/react-data-grid/rows',
        title: 'Rows',
        children: [
          { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
          { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
          { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
          {
            pathname: '/x/react-data-grid/row-spanning',
            title: 'Row spanning',
            newFeature: true,
          },
          {
            pathname: '/x/react-data-grid/master-detail',
            title: 'Master-detail row panels',
            plan: 'pro',
          },
          { pathname: '/x/react-data-grid/row-ordering', title: 'Row reordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/cells', title: 'Cells' },
      {
        pathname: '/x/react-data-grid/editing-group',
        title: 'Editing',
        children: [
          { pathname: '/x/react-data-grid/editing', title: 'Overview' },
          { pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence' },
          {
            pathname: '/x/react-data-grid/editing/custom-edit-component',
            title: 'Custom edit component',
          },
          { pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events' },
          { pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      {
        pathname: '/x/react-data-grid/filtering-group',
        title: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
          { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
          {
            pathname: '/x/react-data-grid/filtering/server-side',
            title: 'Server-side filtering',
          },
          {
            pathname: '/x/react-data-grid/filtering/multi-filters',
            title: 'Multi-filters',
            plan: 'pro',
          },
          {
            pathname: '/x/react-data-grid/filtering/header-filters',
            title: 'Header filters',
            plan: 'pro',
          },
          { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
      {
        pathname: '/x/react-data-grid/selection',
        title: 'Selection',
        children: [
          { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
          {
            pathname: '/x/react-data-grid/cell-selection',
            title: 'Cell selection',
            plan: 'premium',
          },
        ],
      },
      { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
      { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
      { pathname: '/x/react-data-grid/localization', title: 'Localization' },
    ],
  },
  {
    pathname: '/x/react-data-grid/advanced-features-group',
    title: 'Advanced features',
    subheader: 'Advanced features',
    children: [
      { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
      {
        pathname: '/x/react-data-grid/row-grouping-group',
        title: 'Row grouping',
        plan: 'premium',
        children: [
          { pathname: '/x/react-data-grid/row-grouping', title: 'Overview' },
          { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
      {
        pathname: '/x/react-data-grid/pivoting-group',
        title: 'Pivoting',
        plan: 'premium',
        newFeature: true,
        children: [
          { pathname: '/x/react-data-grid/pivoting', title: 'Overview' },
          {
            pathname: '/x/react-data-grid/pivoting-explained',
            title: 'Understanding pivoting',
          },
        ],
      },
      { pathname: '/x/react-data-grid/export', title: 'Export' },
      { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste' },
      {
        pathname: '/x/react-data-grid/undo-redo',
        title: 'Undo and redo',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
      { pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro' },
      {
        pathname: '/x/react-data-grid/server-side-data-group',
        title: 'Server-side data',
        newFeature: true,
        children: [
          { pathname: '/x/react-data-grid/server-side-data', title: 'Overview' },
          {
            pathname: '/x/react-data-grid/server-side-data/tree-data',
            title: 'Tree data',
            plan: 'pro',
          },
          {
            pathname: '/x/react-data-grid/server-side-data/lazy-loading',
            title: 'Lazy loading',
            plan: 'pro',
          },
          {
            pathname: '/x/react-data-grid/server-side-data/row-grouping',
            title: 'Row grouping',
            plan: 'premium',
          },
          {
            pathname: '/x/react-data-grid/server-side-data/aggregation',
            title: 'Aggregation',
            plan: 'premium',
          },
          {
            pathname: '/x/react-data-grid/server-side-data/pivoting',
            title: 'Pivoting',
            plan: 'premium',
          },
          { pathname: '/x/react-data-grid/server-side-data/recipes', title: 'Recipes' },
        ],
      },
      {
        pathname: '/x/react-data-grid/charts-integration',
        title: 'Charts integration',
        plan: 'premium',
        unstable: true,
      },
      {
        pathname: '/x/react-data-grid/ai-assistant',
        title: 'AI Assistant',
        plan: 'premium',
        newFeature: true,
      },
    ],
  },
  {
    pathname: '/x/react-data-grid/components-group',
    title: 'Components',
    subheader: 'Components',
    newFeature: true,
    children: [
      { pathname: '/x/react-data-grid/components/usage', title: 'Usage' },
      { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
      { pathname: '/x/react-data-grid/components/export', title: 'Export' },
      { pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick Filter' },
      {
        pathname: '/x/react-data-grid/components/columns-panel',
        title: 'Columns Panel',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/components/filter-panel',
        title: 'Filter Panel',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/components/prompt-field',
        title: 'Prompt Field',
        plan: 'premium',
      },
      {
        pathname: '/x/react-data-grid/components/pivot-panel',
        title: 'Pivot Panel',
        plan: 'premium',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/components/charts-panel',
        title: 'Charts Panel',
        plan: 'premium',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/components/ai-assistant-panel',
        title: 'AI Assistant Panel',
        plan: 'premium',
        planned: true,
      },
    ],
  },
  {
    pathname: '/x/react-data-grid/customization-group',
    title: 'Customization',
    subheader: 'Customization',
    children: [
      { pathname: '/x/react-data-grid/style', title: 'Styling basics' },
      { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
      { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
      { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
    ],
  },
  {
    pathname: '/x/api/resources-group',
    title: 'Resources',
    subheader: 'Resources',
    children: [
      { pathname: '/x/react-data-grid/api-object', title: 'API object' },
      { pathname: '/x/react-data-grid/events', title: 'Events' },
      { pathname: '/x/react-data-grid/state', title: 'State' },
      { pathname: '/x/react-data-grid/performance', title: 'Performance' },
    ],
  },
  {
    pathname: '/x/api/data-grid-group',
    title: 'API reference',
    children: [
      { pathname: '/x/api/data-grid', title: 'Index' },
      {
        pathname: '/x/api/data-grid-components-group',
        title: 'Components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/api/data-grid/ai-assistant-panel-trigger',
            title: 'AiAssistantPanelTrigger',
            plan: 'premium',
          },
          {
            pathname: '/x/api/data-grid/charts-panel-trigger',
            title: 'ChartsPanelTrigger',
            plan: 'premium',
          },
          { pathname: '/x/api/data-grid/columns-panel-trigger', title: 'ColumnsPanelTrigger' },
          { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
          {
            pathname: '/x/api/data-grid/data-grid-premium',
            title: 'DataGridPremium',
            plan: 'premium',
          },
          { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
          { pathname: '/x/api/data-grid/export-csv', title: 'ExportCsv' },
          { pathname: '/x/api/data-grid/export-excel', title: 'ExportExcel', plan: 'premium' },
          { pathname: '/x/api/data-grid/export-print', title: 'ExportPrint' },
          { pathname: '/x/api/data-grid/filter-panel-trigger', title: 'FilterPanelTrigger' },
          {
            pathname: '/x/api/data-grid/grid-charts-panel',
            title: 'GridChartsPanel',
            plan: 'premium',
          },
          {
            pathname: '/x/api/data-grid/grid-charts-renderer-proxy',
            title: 'GridChartsRendererProxy',
            plan: 'premium',
          },
          { pathname: '/x/api/data-grid/grid-filter-form', title: 'GridFilterForm' },
          { pathname: '/x/api/data-grid/grid-filter-panel', title: 'GridFilterPanel' },
          {
            pathname: '/x/api/data-grid/grid-toolbar-quick-filter',
            title: 'GridToolbarQuickFilter',
          },
          {
            pathname: '/x/api/data-grid/pivot-panel-trigger',
            title: 'PivotPanelTrigger',
            plan: 'premium',
          },
          { pathname: '/x/api/data-grid/prompt-field', title: 'PromptField', plan: 'premium' },
          {
            pathname: '/x/api/data-grid/prompt-field-control',
            title: 'PromptFieldControl',
            plan: 'premium',
          },
          {
            pathname: '/x/api/data-grid/prompt-field-record',
            title: 'PromptFieldRecord',
            plan: 'premium',
          },
          {
            pathname: '/x/api/data-grid/prompt-field-send',
            title: 'PromptFieldSend',
            plan: 'premium',
          },
          { pathname: '/x/api/data-grid/quick-filter', title: 'QuickFilter' },
          { pathname: '/x/api/data-grid/quick-filter-clear', title: 'QuickFilterClear' },
          { pathname: '/x/api/data-grid/quick-filter-control', title: 'QuickFilterControl' },
          { pathname: '/x/api/data-grid/quick-filter-trigger', title: 'QuickFilterTrigger' },
          { pathname: '/x/api/data-grid/toolbar', title: 'Toolbar' },
          { pathname: '/x/api/data-grid/toolbar-button', title: 'ToolbarButton' },
        ],
      },
      {
        pathname: '/x/api/data-grid-interfaces-group',
        title: 'Interfaces',
        subheader: 'Interfaces',
        children: [
          { pathname: '/x/api/data-grid/grid-api', title: 'GridApi' },
          { pathname: '/x/api/data-grid/grid-cell-params', title: 'GridCellParams' },
          { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' },
          {
            pathname: '/x/api/data-grid/grid-single-select-col-def',
            title: 'GridSingleSelectColDef',
          },
          { pathname: '/x/api/data-grid/grid-actions-col-def', title: 'GridActionsColDef' },
          { pathname: '/x/api/data-grid/grid-list-view-col-def', title: 'GridListViewColDef' },
          {
            pathname: '/x/api/data-grid/grid-export-state-params',
            title: 'GridExportStateParams',
          },
          { pathname: '/x/api/data-grid/grid-filter-item', title: 'GridFilterItem' },
          { pathname: '/x/api/data-grid/grid-filter-model', title: 'GridFilterModel' },
          { pathname: '/x/api/data-grid/grid-filter-operator', title: 'GridFilterOperator' },
          { pathname: '/x/api/data-grid/grid-render-context', title: 'GridRenderContext' },
          {
            pathname: '/x/api/data-grid/grid-row-class-name-params',
            title: 'GridRowClassNameParams',
          },
          { pathname: '/x/api/data-grid/grid-row-params', title: 'GridRowParams' },
          {
            pathname: '/x/api/data-grid/grid-row-spacing-params',
            title: 'GridRowSpacingParams',
          },
          {
            pathname: '/x/api/data-grid/grid-row-order-change-params',
            title: 'GridRowOrderChangeParams',
          },
          {
            pathname: '/x/api/data-grid/grid-aggregation-function',
            title: 'GridAggregationFunction',
          },
          {
            pathname: '/x/api/data-grid/grid-aggregation-function-data-source',
            title: 'GridAggregationFunctionDataSource',
          },
          {
            pathname: '/x/api/data-grid/grid-csv-export-options',
            title: 'GridCsvExportOptions',
          },
          {
            pathname: '/x/api/data-grid/grid-print-export-options',
            title: 'GridPrintExportOptions',
          },
          {
            pathname: '/x/api/data-grid/grid-excel-export-options',
            title: 'GridExcelExportOptions',
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/tutorials',
    title: 'Tutorials',
    subheader: 'Tutorials',
    children: [
      { pathname: '/x/react-data-grid/tutorials/server-side-data', title: 'Server-side data' },
    ],
  },
];
