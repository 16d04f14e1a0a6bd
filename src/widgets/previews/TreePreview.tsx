'use client';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { DemoTheme } from '@/demos/DemoTheme';

const items: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'app', label: 'App.tsx' },
      { id: 'grid', label: 'OrdersGrid.tsx' },
      { id: 'charts', label: 'charts', children: [{ id: 'sales', label: 'SalesChart.tsx' }] },
    ],
  },
  { id: 'package', label: 'package.json' },
];

export default function TreePreview() {
  return (
    <DemoTheme>
      <RichTreeView items={items} defaultExpandedItems={['src']} />
    </DemoTheme>
  );
}
