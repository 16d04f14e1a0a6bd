import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridUpdateRowError,
  GridUpdateRowParams,
} from '@mui/x-data-grid';

// Fake server: 50 warehouse items that can be read and updated.
interface Item {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const NAMES = [
  'Pallet wrap',
  'Box cutter',
  'Label roll',
  'Tape gun',
  'Hand truck',
  'Bubble mailer',
];
const ITEMS: Item[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  sku: `WH-${String(4100 + index)}`,
  name: NAMES[index % NAMES.length],
  stock: (index * 17) % 90,
}));

function wait() {
  return new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
}

async function fetchItems({ start, end }: GridGetRowsParams) {
  await wait();
  const response: GridGetRowsResponse = {
    rows: ITEMS.slice(Number(start), end + 1),
    rowCount: ITEMS.length,
  };
  return response;
}

async function saveItem({ rowId, updatedRow }: GridUpdateRowParams) {
  await wait();
  if (updatedRow.stock < 0) {
    throw new Error(`Stock of ${updatedRow.sku} cannot be negative.`);
  }
  const index = ITEMS.findIndex((item) => item.id === rowId);
  ITEMS[index] = { ...ITEMS[index], stock: updatedRow.stock };
  // Resolve with the row as the server stored it.
  return ITEMS[index];
}

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110, editable: true },
];

interface Status {
  severity: 'info' | 'success' | 'error';
  text: string;
}

export default function ServerSideDataEditing() {
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    text: 'Double-click a Stock cell, type a value and press Enter.',
  });

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fetchItems,
      updateRow: async (params) => {
        const saved = await saveItem(params);
        setStatus({ severity: 'success', text: `Saved ${saved.sku}: ${saved.stock} in stock.` });
        return saved;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Alert severity={status.severity} aria-live="polite">
        {status.text}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              setStatus({ severity: 'error', text: error.message });
            }
          }}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
