/**
 * Guide pages of the 8.29.3 tree that are not written yet. Their nav entries stay hidden until the
 * page exists, and the tests allow them, and only them, to be missing: the tree check
 * (`xPages.test.ts`) and the check of the links the packages carry (`tests/e2e/redirects.spec.ts`).
 * Each page that gets written leaves this list; a test fails when a listed page exists, so the list
 * only shrinks. The "Data Grid in full" and "Charts, Tree View, introduction and migration in full"
 * issues empty it.
 */
export const PAGES_BEING_WRITTEN: readonly string[] = [
  // Introduction and migration
  '/x/introduction/mcp',
  '/x/introduction/priority-support',
  '/x/guides/telemetry',
  '/x/migration/usage-with-material-ui-v5-v6',
  // Data Grid
  '/x/react-data-grid/demos/real-time-data',
  '/x/react-data-grid/demos/time-off-calendar',
  '/x/react-data-grid/demos/inventory',
  '/x/react-data-grid/cells',
  '/x/react-data-grid/pivoting-explained',
  '/x/react-data-grid/undo-redo',
  '/x/react-data-grid/server-side-data/pivoting',
  '/x/react-data-grid/server-side-data/recipes',
  '/x/react-data-grid/charts-integration',
  '/x/react-data-grid/ai-assistant',
  '/x/react-data-grid/components/usage',
  '/x/react-data-grid/components/toolbar',
  '/x/react-data-grid/components/export',
  '/x/react-data-grid/components/quick-filter',
  '/x/react-data-grid/components/prompt-field',
  '/x/react-data-grid/tutorials/server-side-data',
  // Charts
  '/x/react-charts/examples',
  '/x/react-charts/range-bar',
  '/x/react-charts/pyramid',
  '/x/react-charts/animation',
  '/x/react-charts/brush',
  '/x/react-charts/data-grid-integration',
  '/x/react-charts/export',
  '/x/react-charts/localization',
  '/x/react-charts/toolbar',
  '/x/react-charts/content-security-policy',
  '/x/react-charts/hooks',
  '/x/react-charts/hooks/use-series',
  '/x/react-charts/hooks/use-legend',
  '/x/react-charts/hooks/use-drawing-area',
  '/x/react-charts/hooks/use-scale',
  '/x/react-charts/hooks/use-axes',
  '/x/react-charts/hooks/use-dataset',
  '/x/react-charts/plugins',
  // Tree View
  '/x/react-tree-view/rich-tree-view/lazy-loading',
];
