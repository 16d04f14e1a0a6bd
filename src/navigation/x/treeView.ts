import type { NavPage } from '../types';

/** The entries of the Tree View group of the /x/ tree (see `xSkeleton`). */
export const entries: readonly NavPage[] = [
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
];
