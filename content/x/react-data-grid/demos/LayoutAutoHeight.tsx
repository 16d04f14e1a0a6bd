import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry'];

const columns: GridColDef[] = [
  { field: 'fruit', headerName: 'Fruit', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

function createRow(index: number) {
  return { id: index + 1, fruit: fruits[index], quantity: (index + 1) * 6 };
}

export default function LayoutAutoHeight() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => Array.from({ length: count }, (_, i) => createRow(i)), [count]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={count >= fruits.length}
          onClick={() => setCount((value) => value + 1)}
        >
          Add a row
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={count === 0}
          onClick={() => setCount((value) => value - 1)}
        >
          Remove a row
        </Button>
      </Stack>
      <DataGrid rows={rows} columns={columns} autoHeight hideFooter />
    </Box>
  );
}
