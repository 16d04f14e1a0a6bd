import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Item {
  id: number;
  name: string;
  quantity: number;
}

const initialRows: Item[] = [
  { id: 1, name: 'Notebook', quantity: 12 },
  { id: 2, name: 'Pencil', quantity: 0 },
  { id: 3, name: 'Eraser', quantity: 5 },
  { id: 4, name: 'Ruler', quantity: 0 },
  { id: 5, name: 'Stapler', quantity: 3 },
];

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Item', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function RowUpdatesBulk() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialRows.length + 1);

  const restockAll = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const updates = Array.from(api.getRowModels().values()).map((row) => ({
      id: row.id,
      quantity: row.quantity + 10,
    }));
    api.updateRows(updates);
  };

  const deleteEmpty = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const deletions = Array.from(api.getRowModels().values())
      .filter((row) => row.quantity === 0)
      .map((row) => ({ id: row.id, _action: 'delete' as const }));
    api.updateRows(deletions);
  };

  const addTwo = () => {
    const first = nextId.current;
    nextId.current += 2;
    apiRef.current?.updateRows([
      { id: first, name: `Item ${first}`, quantity: 0 },
      { id: first + 1, name: `Item ${first + 1}`, quantity: 0 },
    ]);
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={restockAll}>
          Add 10 to every row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteEmpty}>
          Delete empty rows
        </Button>
        <Button size="small" variant="outlined" onClick={addTwo}>
          Add two rows
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
