import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LX 318', destination: 'Zurich', gate: 'B12', status: 'Boarding' },
  { id: 2, flight: 'AF 1241', destination: 'Paris', gate: 'A03', status: 'On time' },
  { id: 3, flight: 'KL 1776', destination: 'Amsterdam', gate: 'C07', status: 'Delayed' },
  { id: 4, flight: 'IB 3167', destination: 'Madrid', gate: 'A11', status: 'On time' },
  { id: 5, flight: 'SK 1468', destination: 'Copenhagen', gate: 'B02', status: 'Cancelled' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function EventsLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const add = (text: string) => {
      nextKey.current += 1;
      const entry = { key: nextKey.current, text };
      setLog((previous) => [entry, ...previous].slice(0, 5));
    };

    // Each call returns a function that removes the listener.
    const unsubscribers = [
      api.subscribeEvent('rowClick', (params) => add(`rowClick: row ${params.id}`)),
      api.subscribeEvent('cellDoubleClick', (params) =>
        add(`cellDoubleClick: ${params.field} = ${String(params.value)}`),
      ),
      api.subscribeEvent('columnHeaderClick', (params) =>
        add(`columnHeaderClick: ${params.field}`),
      ),
      api.subscribeEvent('sortModelChange', (model) =>
        add(`sortModelChange: ${JSON.stringify(model)}`),
      ),
      api.subscribeEvent('rowSelectionChange', (model) =>
        add(
          model.type === 'include'
            ? `rowSelectionChange: ${model.ids.size} selected`
            : `rowSelectionChange: all but ${model.ids.size} selected`,
        ),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ height: 460, width: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ height: 150, p: 1, overflow: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h2">
            Event log, newest first
          </Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear log
          </Button>
        </Stack>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click a row, double-click a cell or click a header.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
            {log.map((entry) => (
              <li key={entry.key}>{entry.text}</li>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
