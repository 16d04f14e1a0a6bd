import type { NavPage } from './types';

/**
 * The /x/ navigation tree of MUI X 8.29.3, the release this site documents: the single source for
 * the side nav, breadcrumbs, previous/next links and the sitemap.
 *
 * It follows the release's own tree (`reference/nav-x-8.29.3.json`) entry by entry: URLs, titles,
 * order, groups and flags; `xPages.test.ts` checks it and lists the few deliberate differences.
 * Pages the release renamed answer at their new URL, and the old one redirects
 * (`src/routing/redirects.ts`). Pathnames have no trailing slash; links add it. Entries with
 * `children` or `subheader` are groups, not pages. An entry is shown in the nav only once its page
 * exists (see `pruneToExisting`).
 */
export const xPages: readonly NavPage[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
      { pathname: '/x/introduction/licensing', title: 'Licensing' },
      { pathname: '/x/introduction/support', title: 'Support' },
      { pathname: '/x/llms.txt', title: 'llms.txt', newFeature: true },
      { pathname: '/x/introduction/mcp', title: 'AI support via MCP', newFeature: true },
      {
        pathname: '/x/introduction/priority-support',
        title: 'Priority support',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/guides/telemetry', title: 'Telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    children: [
      { pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
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
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
      { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
      // Not in the 8.29.3 tree: our FAQ pages keep their URL and place.
      { pathname: '/x/react-date-pickers/faq', title: 'FAQs' },
      {
        pathname: '/x/react-date-pickers-components',
        title: 'Components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/react-date-pickers/date-pickers',
            title: 'Date components',
            children: [
              { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
              { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
              { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-pickers',
            title: 'Time components',
            children: [
              { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
              { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
              { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
              { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-pickers',
            title: 'Date Time components',
            children: [
              { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
              { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-range-pickers',
            title: 'Date Range components',
            plan: 'pro',
            children: [
              { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
              { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field' },
              {
                pathname: '/x/react-date-pickers/date-range-calendar',
                title: 'Date Range Calendar',
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-range-pickers',
            title: 'Time Range components',
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/time-range-picker',
                title: 'Time Range Picker',
                newFeature: true,
              },
              { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-pickers',
            title: 'Date Time Range components',
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-range-picker',
                title: 'Date Time Range Picker',
              },
              {
                pathname: '/x/react-date-pickers/date-time-range-field',
                title: 'Date Time Range Field',
              },
            ],
          },
          { pathname: '/x/react-date-pickers/fields', title: 'Field components' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/main-features',
        title: 'Main features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
          { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
          { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
          { pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        title: 'Localization',
        subheader: 'Localization',
        children: [
          { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
          {
            pathname: '/x/react-date-pickers/adapters-locale',
            title: 'Date format and localization',
          },
          { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
          { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/customization-group',
        title: 'Customization',
        subheader: 'Customization',
        children: [
          { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
          { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
          { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
          {
            pathname: '/x/react-date-pickers/custom-opening-button',
            title: 'Custom opening button',
          },
          { pathname: '/x/react-date-pickers/playground', title: 'Customization playground' },
        ],
      },
      {
        pathname: '/x/api/picker-resources',
        title: 'Resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/date-pickers-group',
            title: 'API reference',
            children: [
              { pathname: '/x/api/date-pickers', title: 'Index' },
              { pathname: '/x/api/date-pickers/date-calendar', title: 'DateCalendar' },
              { pathname: '/x/api/date-pickers/date-field', title: 'DateField' },
              { pathname: '/x/api/date-pickers/date-picker', title: 'DatePicker' },
              { pathname: '/x/api/date-pickers/date-picker-toolbar', title: 'DatePickerToolbar' },
              {
                pathname: '/x/api/date-pickers/date-range-calendar',
                title: 'DateRangeCalendar',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-range-picker',
                title: 'DateRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-range-picker-day',
                title: 'DateRangePickerDay',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-range-picker-day-2',
                title: 'DateRangePickerDay2',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-range-picker-toolbar',
                title: 'DateRangePickerToolbar',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/date-time-field', title: 'DateTimeField' },
              { pathname: '/x/api/date-pickers/date-time-picker', title: 'DateTimePicker' },
              {
                pathname: '/x/api/date-pickers/date-time-picker-tabs',
                title: 'DateTimePickerTabs',
              },
              {
                pathname: '/x/api/date-pickers/date-time-picker-toolbar',
                title: 'DateTimePickerToolbar',
              },
              {
                pathname: '/x/api/date-pickers/date-time-range-picker',
                title: 'DateTimeRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-time-range-picker-tabs',
                title: 'DateTimeRangePickerTabs',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/date-time-range-picker-toolbar',
                title: 'DateTimeRangePickerToolbar',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/day-calendar-skeleton',
                title: 'DayCalendarSkeleton',
              },
              { pathname: '/x/api/date-pickers/desktop-date-picker', title: 'DesktopDatePicker' },
              {
                pathname: '/x/api/date-pickers/desktop-date-range-picker',
                title: 'DesktopDateRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/desktop-date-time-picker',
                title: 'DesktopDateTimePicker',
              },
              {
                pathname: '/x/api/date-pickers/desktop-date-time-range-picker',
                title: 'DesktopDateTimeRangePicker',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/desktop-time-picker', title: 'DesktopTimePicker' },
              {
                pathname: '/x/api/date-pickers/desktop-time-range-picker',
                title: 'DesktopTimeRangePicker',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/digital-clock', title: 'DigitalClock' },
              {
                pathname: '/x/api/date-pickers/localization-provider',
                title: 'LocalizationProvider',
              },
              { pathname: '/x/api/date-pickers/mobile-date-picker', title: 'MobileDatePicker' },
              {
                pathname: '/x/api/date-pickers/mobile-date-range-picker',
                title: 'MobileDateRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/mobile-date-time-picker',
                title: 'MobileDateTimePicker',
              },
              {
                pathname: '/x/api/date-pickers/mobile-date-time-range-picker',
                title: 'MobileDateTimeRangePicker',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/mobile-time-picker', title: 'MobileTimePicker' },
              {
                pathname: '/x/api/date-pickers/mobile-time-range-picker',
                title: 'MobileTimeRangePicker',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/month-calendar', title: 'MonthCalendar' },
              {
                pathname: '/x/api/date-pickers/multi-input-date-range-field',
                title: 'MultiInputDateRangeField',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/multi-input-date-time-range-field',
                title: 'MultiInputDateTimeRangeField',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/multi-input-time-range-field',
                title: 'MultiInputTimeRangeField',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/multi-section-digital-clock',
                title: 'MultiSectionDigitalClock',
              },
              { pathname: '/x/api/date-pickers/picker-day-2', title: 'PickerDay2' },
              { pathname: '/x/api/date-pickers/pickers-action-bar', title: 'PickersActionBar' },
              {
                pathname: '/x/api/date-pickers/pickers-calendar-header',
                title: 'PickersCalendarHeader',
              },
              { pathname: '/x/api/date-pickers/pickers-day', title: 'PickersDay' },
              { pathname: '/x/api/date-pickers/pickers-layout', title: 'PickersLayout' },
              {
                pathname: '/x/api/date-pickers/pickers-range-calendar-header',
                title: 'PickersRangeCalendarHeader',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/pickers-section-list', title: 'PickersSectionList' },
              { pathname: '/x/api/date-pickers/pickers-shortcuts', title: 'PickersShortcuts' },
              { pathname: '/x/api/date-pickers/pickers-text-field', title: 'PickersTextField' },
              {
                pathname: '/x/api/date-pickers/single-input-date-range-field',
                title: 'SingleInputDateRangeField',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/single-input-date-time-range-field',
                title: 'SingleInputDateTimeRangeField',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/single-input-time-range-field',
                title: 'SingleInputTimeRangeField',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/static-date-picker', title: 'StaticDatePicker' },
              {
                pathname: '/x/api/date-pickers/static-date-range-picker',
                title: 'StaticDateRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/static-date-time-picker',
                title: 'StaticDateTimePicker',
              },
              { pathname: '/x/api/date-pickers/static-time-picker', title: 'StaticTimePicker' },
              { pathname: '/x/api/date-pickers/time-clock', title: 'TimeClock' },
              { pathname: '/x/api/date-pickers/time-field', title: 'TimeField' },
              { pathname: '/x/api/date-pickers/time-picker', title: 'TimePicker' },
              { pathname: '/x/api/date-pickers/time-picker-toolbar', title: 'TimePickerToolbar' },
              {
                pathname: '/x/api/date-pickers/time-range-picker',
                title: 'TimeRangePicker',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/time-range-picker-tabs',
                title: 'TimeRangePickerTabs',
                plan: 'pro',
              },
              {
                pathname: '/x/api/date-pickers/time-range-picker-toolbar',
                title: 'TimeRangePickerToolbar',
                plan: 'pro',
              },
              { pathname: '/x/api/date-pickers/year-calendar', title: 'YearCalendar' },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    children: [
      { pathname: '/x/react-charts', title: 'Overview' },
      { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
      { pathname: '/x/react-charts/examples', title: 'Examples' },
      {
        pathname: '/x/react-chart-components',
        title: 'Components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/react-charts-bars',
            title: 'Bars',
            newFeature: true,
            children: [
              { pathname: '/x/react-charts/bars', title: 'Bars overview' },
              {
                pathname: '/x/react-charts/range-bar',
                title: 'Range bar',
                plan: 'premium',
                newFeature: true,
              },
              { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
            ],
          },
          {
            pathname: '/x/react-charts-lines',
            title: 'Lines',
            children: [
              { pathname: '/x/react-charts/lines', title: 'Lines overview' },
              { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
              { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
            ],
          },
          {
            pathname: '/x/react-charts-pie',
            title: 'Pie',
            children: [
              { pathname: '/x/react-charts/pie', title: 'Pie overview' },
              { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
            ],
          },
          {
            pathname: '/x/react-charts-scatter',
            title: 'Scatter',
            children: [
              { pathname: '/x/react-charts/scatter', title: 'Scatter overview' },
              { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
            ],
          },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
          { pathname: '/x/react-charts/gauge', title: 'Gauge' },
          { pathname: '/x/react-charts/radar', title: 'Radar' },
          { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
          {
            pathname: '/x/react-charts-funnel',
            title: 'Funnel',
            plan: 'pro',
            children: [
              { pathname: '/x/react-charts/funnel', title: 'Funnel overview' },
              { pathname: '/x/react-charts/pyramid', title: 'Pyramid demo' },
            ],
          },
          { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', unstable: true },
          // 8.29.3 links `/x/react-charts/#planned-charts` here; we keep the planned pages it replaced.
          {
            pathname: '/x/react-charts-future',
            title: 'Future components',
            children: [
              { pathname: '/x/react-charts/treemap', title: 'Treemap', planned: true },
              { pathname: '/x/react-charts/gantt', title: 'Gantt', plan: 'pro', planned: true },
            ],
          },
          {
            pathname: '/x/react-charts/main-features',
            title: 'Main features',
            subheader: 'Main features',
            children: [
              { pathname: '/x/react-charts/animation', title: 'Animation' },
              { pathname: '/x/react-charts/axis', title: 'Axis' },
              { pathname: '/x/react-charts/brush', title: 'Brush' },
              { pathname: '/x/react-charts/components', title: 'Custom components' },
              { pathname: '/x/react-charts/composition', title: 'Composition' },
              {
                pathname: '/x/react-charts/data-grid-integration',
                title: 'Data Grid integration',
                plan: 'premium',
                unstable: true,
              },
              { pathname: '/x/react-charts/export', title: 'Export', plan: 'pro' },
              { pathname: '/x/react-charts/highlighting', title: 'Highlighting' },
              { pathname: '/x/react-charts/label', title: 'Label' },
              { pathname: '/x/react-charts/legend', title: 'Legend' },
              { pathname: '/x/react-charts/localization', title: 'Localization' },
              { pathname: '/x/react-charts/stacking', title: 'Stacking' },
              { pathname: '/x/react-charts/styling', title: 'Styling' },
              { pathname: '/x/react-charts/toolbar', title: 'Toolbar' },
              { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
              { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
              {
                pathname: '/x/react-charts/content-security-policy',
                title: 'Content Security Policy',
              },
            ],
          },
          {
            pathname: '/x/api/chart-resources',
            title: 'Resources',
            subheader: 'Resources',
            children: [
              {
                pathname: '/x/api/charts-group',
                title: 'API reference',
                children: [
                  // Not in the 8.29.3 tree: every product gets an API index here.
                  { pathname: '/x/api/charts', title: 'Index' },
                  { pathname: '/x/api/charts/animated-area', title: 'AnimatedArea' },
                  { pathname: '/x/api/charts/animated-line', title: 'AnimatedLine' },
                  { pathname: '/x/api/charts/area-element', title: 'AreaElement' },
                  { pathname: '/x/api/charts/area-plot', title: 'AreaPlot' },
                  { pathname: '/x/api/charts/bar-chart', title: 'BarChart' },
                  {
                    pathname: '/x/api/charts/bar-chart-premium',
                    title: 'BarChartPremium',
                    plan: 'premium',
                  },
                  { pathname: '/x/api/charts/bar-chart-pro', title: 'BarChartPro', plan: 'pro' },
                  { pathname: '/x/api/charts/bar-element', title: 'BarElement' },
                  { pathname: '/x/api/charts/bar-label', title: 'BarLabel' },
                  { pathname: '/x/api/charts/bar-plot', title: 'BarPlot' },
                  { pathname: '/x/api/charts/charts-axis', title: 'ChartsAxis' },
                  { pathname: '/x/api/charts/charts-axis-highlight', title: 'ChartsAxisHighlight' },
                  {
                    pathname: '/x/api/charts/charts-axis-tooltip-content',
                    title: 'ChartsAxisTooltipContent',
                  },
                  { pathname: '/x/api/charts/charts-brush-overlay', title: 'ChartsBrushOverlay' },
                  { pathname: '/x/api/charts/charts-clip-path', title: 'ChartsClipPath' },
                  { pathname: '/x/api/charts/charts-container', title: 'ChartsContainer' },
                  {
                    pathname: '/x/api/charts/charts-container-premium',
                    title: 'ChartsContainerPremium',
                    plan: 'premium',
                  },
                  {
                    pathname: '/x/api/charts/charts-container-pro',
                    title: 'ChartsContainerPro',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/charts-data-provider', title: 'ChartsDataProvider' },
                  {
                    pathname: '/x/api/charts/charts-data-provider-premium',
                    title: 'ChartsDataProviderPremium',
                    plan: 'premium',
                  },
                  {
                    pathname: '/x/api/charts/charts-data-provider-pro',
                    title: 'ChartsDataProviderPro',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/charts-grid', title: 'ChartsGrid' },
                  {
                    pathname: '/x/api/charts/charts-item-tooltip-content',
                    title: 'ChartsItemTooltipContent',
                  },
                  { pathname: '/x/api/charts/charts-legend', title: 'ChartsLegend' },
                  {
                    pathname: '/x/api/charts/charts-localization-provider',
                    title: 'ChartsLocalizationProvider',
                  },
                  { pathname: '/x/api/charts/charts-reference-line', title: 'ChartsReferenceLine' },
                  { pathname: '/x/api/charts/charts-surface', title: 'ChartsSurface' },
                  { pathname: '/x/api/charts/charts-text', title: 'ChartsText' },
                  {
                    pathname: '/x/api/charts/charts-toolbar-image-export-trigger',
                    title: 'ChartsToolbarImageExportTrigger',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/charts-toolbar-print-export-trigger',
                    title: 'ChartsToolbarPrintExportTrigger',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/charts-toolbar-pro',
                    title: 'ChartsToolbarPro',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/charts-toolbar-zoom-in-trigger',
                    title: 'ChartsToolbarZoomInTrigger',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/charts-toolbar-zoom-out-trigger',
                    title: 'ChartsToolbarZoomOutTrigger',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/charts-tooltip', title: 'ChartsTooltip' },
                  {
                    pathname: '/x/api/charts/charts-tooltip-container',
                    title: 'ChartsTooltipContainer',
                  },
                  { pathname: '/x/api/charts/charts-wrapper', title: 'ChartsWrapper' },
                  { pathname: '/x/api/charts/charts-x-axis', title: 'ChartsXAxis' },
                  { pathname: '/x/api/charts/charts-y-axis', title: 'ChartsYAxis' },
                  {
                    pathname: '/x/api/charts/charts-zoom-slider',
                    title: 'ChartsZoomSlider',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/continuous-color-legend',
                    title: 'ContinuousColorLegend',
                  },
                  {
                    pathname: '/x/api/charts/focused-funnel-section',
                    title: 'FocusedFunnelSection',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/focused-heatmap-cell',
                    title: 'FocusedHeatmapCell',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/focused-radar-mark', title: 'FocusedRadarMark' },
                  {
                    pathname: '/x/api/charts/focused-sankey-link',
                    title: 'FocusedSankeyLink',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/focused-sankey-node',
                    title: 'FocusedSankeyNode',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/funnel-chart', title: 'FunnelChart', plan: 'pro' },
                  { pathname: '/x/api/charts/funnel-plot', title: 'FunnelPlot', plan: 'pro' },
                  { pathname: '/x/api/charts/gauge', title: 'Gauge' },
                  { pathname: '/x/api/charts/gauge-container', title: 'GaugeContainer' },
                  { pathname: '/x/api/charts/heatmap', title: 'Heatmap', plan: 'pro' },
                  { pathname: '/x/api/charts/heatmap-cell', title: 'HeatmapCell', plan: 'pro' },
                  { pathname: '/x/api/charts/heatmap-plot', title: 'HeatmapPlot', plan: 'pro' },
                  {
                    pathname: '/x/api/charts/heatmap-tooltip',
                    title: 'HeatmapTooltip',
                    plan: 'pro',
                  },
                  {
                    pathname: '/x/api/charts/heatmap-tooltip-content',
                    title: 'HeatmapTooltipContent',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/line-chart', title: 'LineChart' },
                  { pathname: '/x/api/charts/line-chart-pro', title: 'LineChartPro', plan: 'pro' },
                  { pathname: '/x/api/charts/line-element', title: 'LineElement' },
                  {
                    pathname: '/x/api/charts/line-highlight-element',
                    title: 'LineHighlightElement',
                  },
                  { pathname: '/x/api/charts/line-highlight-plot', title: 'LineHighlightPlot' },
                  { pathname: '/x/api/charts/line-plot', title: 'LinePlot' },
                  { pathname: '/x/api/charts/mark-element', title: 'MarkElement' },
                  { pathname: '/x/api/charts/mark-plot', title: 'MarkPlot' },
                  { pathname: '/x/api/charts/pie-arc', title: 'PieArc' },
                  { pathname: '/x/api/charts/pie-arc-label', title: 'PieArcLabel' },
                  { pathname: '/x/api/charts/pie-arc-label-plot', title: 'PieArcLabelPlot' },
                  { pathname: '/x/api/charts/pie-arc-plot', title: 'PieArcPlot' },
                  {
                    pathname: '/x/api/charts/piecewise-color-legend',
                    title: 'PiecewiseColorLegend',
                  },
                  { pathname: '/x/api/charts/pie-chart', title: 'PieChart' },
                  { pathname: '/x/api/charts/pie-chart-pro', title: 'PieChartPro', plan: 'pro' },
                  { pathname: '/x/api/charts/pie-plot', title: 'PiePlot' },
                  { pathname: '/x/api/charts/radar-axis', title: 'RadarAxis' },
                  { pathname: '/x/api/charts/radar-axis-highlight', title: 'RadarAxisHighlight' },
                  { pathname: '/x/api/charts/radar-chart', title: 'RadarChart' },
                  {
                    pathname: '/x/api/charts/radar-chart-pro',
                    title: 'RadarChartPro',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/radar-grid', title: 'RadarGrid' },
                  { pathname: '/x/api/charts/radar-metric-labels', title: 'RadarMetricLabels' },
                  { pathname: '/x/api/charts/radar-series-area', title: 'RadarSeriesArea' },
                  { pathname: '/x/api/charts/radar-series-marks', title: 'RadarSeriesMarks' },
                  { pathname: '/x/api/charts/radar-series-plot', title: 'RadarSeriesPlot' },
                  {
                    pathname: '/x/api/charts/range-bar-plot',
                    title: 'RangeBarPlot',
                    plan: 'premium',
                  },
                  { pathname: '/x/api/charts/sankey-chart', title: 'SankeyChart', plan: 'pro' },
                  {
                    pathname: '/x/api/charts/sankey-data-provider',
                    title: 'SankeyDataProvider',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/sankey-plot', title: 'SankeyPlot', plan: 'pro' },
                  { pathname: '/x/api/charts/sankey-tooltip', title: 'SankeyTooltip', plan: 'pro' },
                  {
                    pathname: '/x/api/charts/sankey-tooltip-content',
                    title: 'SankeyTooltipContent',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/scatter', title: 'Scatter' },
                  { pathname: '/x/api/charts/scatter-chart', title: 'ScatterChart' },
                  {
                    pathname: '/x/api/charts/scatter-chart-pro',
                    title: 'ScatterChartPro',
                    plan: 'pro',
                  },
                  { pathname: '/x/api/charts/scatter-plot', title: 'ScatterPlot' },
                  { pathname: '/x/api/charts/spark-line-chart', title: 'SparkLineChart' },
                  { pathname: '/x/api/charts/toolbar', title: 'Toolbar' },
                  { pathname: '/x/api/charts/toolbar-button', title: 'ToolbarButton' },
                  {
                    pathname: '/x/api/charts-interfaces-group',
                    title: 'Interfaces',
                    subheader: 'Interfaces',
                    children: [
                      { pathname: '/x/api/charts/axis-config', title: 'AxisConfig' },
                      { pathname: '/x/api/charts/bar-series', title: 'BarSeries' },
                      { pathname: '/x/api/charts/funnel-series', title: 'FunnelSeries' },
                      { pathname: '/x/api/charts/heatmap-series', title: 'HeatmapSeries' },
                      { pathname: '/x/api/charts/line-series', title: 'LineSeries' },
                      { pathname: '/x/api/charts/pie-series', title: 'PieSeries' },
                      { pathname: '/x/api/charts/radar-series', title: 'RadarSeries' },
                      { pathname: '/x/api/charts/scatter-series', title: 'ScatterSeries' },
                      { pathname: '/x/api/charts/legend-item-params', title: 'LegendItemParams' },
                      {
                        pathname: '/x/api/charts/chart-image-export-options',
                        title: 'ChartImageExportOptions',
                      },
                      {
                        pathname: '/x/api/charts/chart-print-export-options',
                        title: 'ChartPrintExportOptions',
                      },
                    ],
                  },
                ],
              },
              {
                pathname: '/x/react-charts/hooks-group',
                title: 'Hooks',
                children: [
                  { pathname: '/x/react-charts/hooks', title: 'Overview' },
                  { pathname: '/x/react-charts/hooks/use-series', title: 'useSeries' },
                  { pathname: '/x/react-charts/hooks/use-legend', title: 'useLegend' },
                  { pathname: '/x/react-charts/hooks/use-drawing-area', title: 'useDrawingArea' },
                  { pathname: '/x/react-charts/hooks/use-scale', title: 'useScale' },
                  { pathname: '/x/react-charts/hooks/use-axes', title: 'useAxes' },
                  { pathname: '/x/react-charts/hooks/use-dataset', title: 'useDataset' },
                ],
              },
              { pathname: '/x/react-charts/plugins', title: 'Plugins' },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/react-tree-view/simple-tree-view',
        title: 'Simple Tree View',
        subheader: 'Simple Tree View',
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus' },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        title: 'Rich Tree View',
        subheader: 'Rich Tree View',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus' },
          {
            pathname: '/x/react-tree-view/rich-tree-view/editing',
            title: 'Label editing',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
            title: 'Lazy loading',
            plan: 'pro',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/ordering',
            title: 'Ordering',
            plan: 'pro',
            newFeature: true,
          },
        ],
      },
      {
        pathname: '/x/react-tree-view/main-features',
        title: 'Main features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility' },
          { pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization' },
        ],
      },
      {
        pathname: '/x/api/tree-view-resources',
        title: 'Resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/tree-view-group',
            title: 'API reference',
            children: [
              // Not in the 8.29.3 tree: every product gets an API index here.
              { pathname: '/x/api/tree-view', title: 'Index' },
              { pathname: '/x/api/tree-view/rich-tree-view', title: 'RichTreeView' },
              {
                pathname: '/x/api/tree-view/rich-tree-view-pro',
                title: 'RichTreeViewPro',
                plan: 'pro',
              },
              { pathname: '/x/api/tree-view/simple-tree-view', title: 'SimpleTreeView' },
              { pathname: '/x/api/tree-view/tree-item', title: 'TreeItem' },
              {
                pathname: '/x/api/tree-view/tree-item-drag-and-drop-overlay',
                title: 'TreeItemDragAndDropOverlay',
              },
              { pathname: '/x/api/tree-view/tree-item-icon', title: 'TreeItemIcon' },
              { pathname: '/x/api/tree-view/tree-item-provider', title: 'TreeItemProvider' },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/x/migration-v8',
        title: 'Upgrade to v8',
        subheader: 'Upgrade to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v7',
            title: 'Breaking changes: Date and Time Pickers',
          },
          { pathname: '/x/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
          {
            pathname: '/x/migration/usage-with-material-ui-v5-v6',
            title: 'Usage with Material UI v5/v6',
          },
        ],
      },
      {
        pathname: '/x/migration-v7',
        title: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v6',
            title: 'Breaking changes: Date and Time Pickers',
          },
          { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration-v6',
        title: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v5',
            title: 'Breaking changes: Date and Time Pickers',
          },
          {
            pathname: '/x/migration/migration-tree-view-lab',
            title: 'Migration from lab to v6 (Tree View)',
          },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        title: 'Earlier versions',
        children: [
          {
            pathname: '/x/migration/migration-pickers-lab',
            title: 'Migration from lab to v5 (Date and Time Pickers)',
          },
          {
            pathname: '/x/migration/migration-data-grid-v4',
            title: 'Migration from v4 to v5 (Data Grid)',
          },
        ],
      },
    ],
  },
];
