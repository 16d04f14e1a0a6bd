import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Fake server: an unreliable API. Request 1 succeeds, then two out of three fail.
// ---------------------------------------------------------------------------

interface Reading {
  id: number;
  station: string;
  temperature: number;
}

const STATIONS = ['Bergen', 'Cusco', 'Darwin', 'Fez', 'Kyoto', 'Tromsø', 'Utrecht'];
const READINGS: Reading[] = Array.from({ length: 28 }, (_, index) => ({
  id: index + 1,
  station: STATIONS[index % STATIONS.length],
  temperature: ((index * 37) % 300) / 10 - 5,
}));

let requestCount = 0;

async function fetchReadings({ start, end }: GridGetRowsParams): Promise<GridGetRowsResponse> {
  requestCount += 1;
  const attempt = requestCount;
  await new Promise((resolve) => {
    setTimeout(resolve, 200);
  });
  if (attempt > 1 && attempt % 3 !== 1) {
    throw new Error(`Request ${attempt}: 503 Service Unavailable`);
  }
  return { rows: READINGS.slice(Number(start), end + 1), rowCount: READINGS.length };
}

// ---------------------------------------------------------------------------
// The recipe: wrap getRows() so that failed requests are tried again.
// ---------------------------------------------------------------------------

function withRetry(
  getRows: GridDataSource['getRows'],
  retries: number,
  onAttempt: (message: string) => void,
): GridDataSource['getRows'] {
  return async (params) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await getRows(params);
      } catch (error) {
        if (attempt >= retries) {
          throw error; // Out of retries: the grid calls onDataSourceError.
        }
        onAttempt(`${(error as Error).message}, retrying…`);
        // Wait a little longer before each new attempt.
        await new Promise((resolve) => {
          setTimeout(resolve, 100 * (attempt + 1));
        });
      }
    }
  };
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
];

export default function ServerRecipeRetry() {
  const apiRef = useGridApiRef();
  const [retries, setRetries] = React.useState(2);
  const [status, setStatus] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({ getRows: withRetry(fetchReadings, retries, setStatus) }),
    [retries],
  );

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant={retries === 2 ? 'contained' : 'outlined'}
          onClick={() => setRetries(2)}
        >
          2 retries
        </Button>
        <Button
          size="small"
          variant={retries === 0 ? 'contained' : 'outlined'}
          onClick={() => setRetries(0)}
        >
          No retry
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {status || 'Change the page to send a request.'}
        </Typography>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setError(null);
                apiRef.current?.dataSource.fetchRows();
              }}
            >
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          onPaginationModelChange={() => {
            setError(null);
            setStatus('');
          }}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
