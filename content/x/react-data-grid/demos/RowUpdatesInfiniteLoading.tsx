import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface LogEntry {
  id: number;
  message: string;
  level: string;
}

const LEVELS = ['info', 'warning', 'error'];
const PAGE_SIZE = 20;
const MAX_ROWS = 100;

function createEntries(start: number, count: number): LogEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const id = start + index;
    return { id, message: `Log message #${id}`, level: LEVELS[id % LEVELS.length] };
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 90 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 180 },
];

export default function RowUpdatesInfiniteLoading() {
  const [rows, setRows] = React.useState<LogEntry[]>(() => createEntries(1, PAGE_SIZE));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRowsScrollEnd = () => {
    if (loading || rows.length >= MAX_ROWS) {
      return;
    }
    setLoading(true);
    // Simulates a request to a server.
    timer.current = setTimeout(() => {
      setRows((prev) => [...prev, ...createEntries(prev.length + 1, PAGE_SIZE)]);
      setLoading(false);
    }, 600);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        hideFooterPagination
      />
    </Box>
  );
}
