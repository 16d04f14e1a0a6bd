import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

// Fake server: project folders. Opening "Board minutes" fails with a permission error.
interface Entry {
  id: string;
  path: string[];
  owner: string;
  childCount: number;
}

const ENTRIES: Entry[] = [
  { id: 'p1', path: ['Board minutes'], owner: 'Office of the CEO', childCount: 3 },
  { id: 'p2', path: ['Website redesign'], owner: 'Lucía Romero', childCount: 2 },
  {
    id: 'p2-1',
    path: ['Website redesign', 'Wireframes.fig'],
    owner: 'Lucía Romero',
    childCount: 0,
  },
  { id: 'p2-2', path: ['Website redesign', 'Copy deck.docx'], owner: 'Omar Aziz', childCount: 0 },
  { id: 'p3', path: ['Warehouse move'], owner: 'Hana Sato', childCount: 1 },
  { id: 'p3-1', path: ['Warehouse move', 'Floor plan.pdf'], owner: 'Hana Sato', childCount: 0 },
];

async function fetchEntries({ groupKeys = [] }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  if (groupKeys[0] === 'Board minutes') {
    throw new Error('403 Forbidden: you cannot open "Board minutes".');
  }
  const rows = ENTRIES.filter(
    (entry) =>
      entry.path.length === groupKeys.length + 1 &&
      groupKeys.every((key, index) => entry.path[index] === key),
  );
  return { rows };
}

const dataSource: GridDataSource = {
  getRows: fetchEntries,
  getGroupKey: (row) => row.path[row.path.length - 1],
  getChildrenCount: (row) => row.childCount,
};

const columns: GridColDef[] = [{ field: 'owner', headerName: 'Owner', flex: 1, minWidth: 160 }];

export default function ServerTreeDataErrors() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ height: 360, width: '100%' }}>
      <Alert severity={error ? 'error' : 'info'} aria-live="polite">
        {error ?? 'Expand "Board minutes" to make its request fail.'}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Project', width: 260 }}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          disableColumnSorting
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Stack>
  );
}
