import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, order: 'PO-118', supplier: 'Nordic Timber', status: 'Delivered', total: 3200 },
  { id: 2, order: 'PO-119', supplier: 'Sunfield Farms', status: 'Late', total: 740 },
  { id: 3, order: 'PO-120', supplier: 'Blue Cable Ltd', status: 'Ordered', total: 1510 },
  { id: 4, order: 'PO-121', supplier: 'Nordic Timber', status: 'Late', total: 980 },
  { id: 5, order: 'PO-122', supplier: 'Atlas Packaging', status: 'Delivered', total: 265 },
  { id: 6, order: 'PO-123', supplier: 'Sunfield Farms', status: 'Ordered', total: 2210 },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Ordered', 'Late', 'Delivered'],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function FilteringApi() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'status', operator: 'is', value: 'Late' }],
            })
          }
        >
          Late orders
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'total', operator: '>=', value: 1000 }],
            })
          }
        >
          Total ≥ 1,000
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.showFilterPanel('supplier')}
        >
          Filter by supplier
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setFilterModel({ items: [] })}
        >
          Clear
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
