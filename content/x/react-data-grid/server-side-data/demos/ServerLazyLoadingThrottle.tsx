import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

// Fake server: 5,000 sensor readings, sliced on request.
const READINGS = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  sensor: `T-${String((index % 40) + 1).padStart(2, '0')}`,
  temperature: Math.round((18 + 6 * Math.sin(index / 25)) * 10) / 10,
  humidity: 40 + ((index * 13) % 35),
}));

async function fetchReadings({ start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const response: GridGetRowsResponse = {
    rows: READINGS.slice(Number(start), end + 1),
    rowCount: READINGS.length,
  };
  return response;
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', flex: 1 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', flex: 1 },
];

export default function ServerLazyLoadingThrottle() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequestCount((count) => count + 1);
        return fetchReadings(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ height: 440, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="throttle-label">Request throttle</InputLabel>
          <Select
            labelId="throttle-label"
            label="Request throttle"
            value={throttleMs}
            onChange={(event) => setThrottleMs(Number(event.target.value))}
          >
            <MenuItem value={0}>0 ms</MenuItem>
            <MenuItem value={500}>500 ms (default)</MenuItem>
            <MenuItem value={2000}>2,000 ms</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" aria-live="polite">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          disableColumnSorting
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
