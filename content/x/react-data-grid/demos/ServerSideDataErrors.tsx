import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid';

// Fake server: 60 flights. When `serverIsDown` is true, every request fails.
interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
}

const DESTINATIONS = ['Lisbon', 'Oslo', 'Nairobi', 'Seoul', 'Lima', 'Dublin', 'Hanoi', 'Quito'];
const FLIGHTS: Flight[] = Array.from({ length: 60 }, (_, index) => ({
  id: `XR${String(200 + index * 7)}`,
  destination: DESTINATIONS[index % DESTINATIONS.length],
  departure: `${String(6 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
  gate: `${'ABCD'[index % 4]}${(index % 12) + 1}`,
}));

async function fetchFlights({ start, end }: GridGetRowsParams, serverIsDown: boolean) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  if (serverIsDown) {
    throw new Error('503 Service Unavailable: the flight service did not answer.');
  }
  const response: GridGetRowsResponse = {
    rows: FLIGHTS.slice(Number(start), end + 1),
    rowCount: FLIGHTS.length,
  };
  return response;
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  // The data source is created once, so it reads the switch through a ref.
  const failingRef = React.useRef(false);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({ getRows: (params) => fetchFlights(params, failingRef.current) }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              failingRef.current = event.target.checked;
              setFailing(event.target.checked);
            }}
          />
        }
        label="Server is down"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
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
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
