import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  sizeKb: number | null;
  updatedAt: Date;
}

const rows: FileRow[] = [
  { id: 1, path: ['src'], sizeKb: null, updatedAt: new Date(2024, 4, 2) },
  { id: 2, path: ['src', 'index.ts'], sizeKb: 2, updatedAt: new Date(2024, 4, 2) },
  { id: 3, path: ['src', 'components'], sizeKb: null, updatedAt: new Date(2024, 3, 28) },
  { id: 4, path: ['src', 'components', 'Button.tsx'], sizeKb: 6, updatedAt: new Date(2024, 3, 28) },
  {
    id: 5,
    path: ['src', 'components', 'Dialog.tsx'],
    sizeKb: 11,
    updatedAt: new Date(2024, 3, 21),
  },
  { id: 6, path: ['docs'], sizeKb: null, updatedAt: new Date(2024, 2, 15) },
  { id: 7, path: ['docs', 'setup.md'], sizeKb: 4, updatedAt: new Date(2024, 2, 15) },
  { id: 8, path: ['package.json'], sizeKb: 1, updatedAt: new Date(2024, 4, 1) },
];

const columns: GridColDef<FileRow>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value} KB`),
  },
  { field: 'updatedAt', headerName: 'Last change', type: 'date', width: 140 },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 260,
  hideDescendantCount: true,
};

// Expand the "src" folder only; "docs" stays collapsed.
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingKey === 'src';

export default function TreeDataGroupingColDef() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        hideFooter
      />
    </Box>
  );
}
