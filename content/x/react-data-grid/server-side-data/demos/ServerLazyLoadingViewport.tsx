import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

// Fake server: 1,000 web server log entries, sorted and sliced on request.
interface LogEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  status: number;
  duration: number;
}

const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const PATHS = ['/api/orders', '/api/users', '/login', '/checkout', '/search', '/api/cart'];
const STATUS_CODES = [200, 200, 200, 201, 204, 301, 404, 500];

const LOG: LogEntry[] = Array.from({ length: 1000 }, (_, index) => {
  const seconds = 8 * 3600 + index * 7;
  return {
    id: index + 1,
    time: new Date(seconds * 1000).toISOString().slice(11, 19),
    method: METHODS[(index * 7) % METHODS.length],
    path: PATHS[(index * 5) % PATHS.length],
    status: STATUS_CODES[(index * 11) % STATUS_CODES.length],
    duration: 20 + ((index * 37) % 900),
  };
});

async function fetchLog({ sortModel, start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const rows = [...LOG];
  const [sortItem] = sortModel;
  if (sortItem) {
    const field = sortItem.field as keyof LogEntry;
    rows.sort((a, b) => {
      const result =
        typeof a[field] === 'number'
          ? Number(a[field]) - Number(b[field])
          : String(a[field]).localeCompare(String(b[field]));
      return sortItem.sort === 'desc' ? -result : result;
    });
  }
  // `end` is inclusive. A known `rowCount` turns on viewport loading.
  const response: GridGetRowsResponse = {
    rows: rows.slice(Number(start), end + 1),
    rowCount: rows.length,
  };
  return response;
}

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'method', headerName: 'Method', width: 100 },
  { field: 'path', headerName: 'Path', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', type: 'number', width: 90 },
  { field: 'duration', headerName: 'Duration (ms)', type: 'number', width: 130 },
];

export default function ServerLazyLoadingViewport() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setLastRequest(`rows ${params.start} to ${params.end}`);
        return fetchLog(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Stack>
  );
}
