import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, warehouse: 'Rotterdam', aisle: 'A', item: 'Pallet wrap', units: 140 },
  { id: 2, warehouse: 'Rotterdam', aisle: 'A', item: 'Box cutter', units: 35 },
  { id: 3, warehouse: 'Rotterdam', aisle: 'B', item: 'Packing tape', units: 410 },
  { id: 4, warehouse: 'Antwerp', aisle: 'A', item: 'Shipping labels', units: 1200 },
  { id: 5, warehouse: 'Antwerp', aisle: 'C', item: 'Bubble wrap', units: 90 },
  { id: 6, warehouse: 'Hamburg', aisle: 'B', item: 'Cardboard boxes', units: 640 },
  { id: 7, warehouse: 'Hamburg', aisle: 'B', item: 'Foam corners', units: 220 },
];

const columns: GridColDef[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
  { field: 'aisle', headerName: 'Aisle', width: 100 },
  { field: 'item', headerName: 'Item', width: 180 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
];

export default function RecipesRowGroupingExpandAll() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['warehouse', 'aisle'] },
            columns: { columnVisibilityModel: { warehouse: false, aisle: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
