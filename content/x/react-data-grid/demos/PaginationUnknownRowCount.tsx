import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface LogLine {
  id: number;
  time: string;
  level: string;
  message: string;
}

const levels = ['info', 'info', 'warn', 'info', 'error'];
const messages = ['Job started', 'Cache refreshed', 'Slow response', 'User signed in', 'Timeout'];
const TOTAL_LINES = 23; // Known to the fake server only.

// A fake API that cannot count: it only says whether more lines follow this page.
function fetchLogs({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: LogLine[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, TOTAL_LINES);
      const pageRows: LogLine[] = [];
      for (let index = start; index < end; index += 1) {
        pageRows.push({
          id: index + 1,
          time: `09:${String(index * 2).padStart(2, '0')}`,
          level: levels[index % levels.length],
          message: messages[index % messages.length],
        });
      }
      resolve({ rows: pageRows, hasNextPage: end < TOTAL_LINES });
    }, 400);
  });
}

const columns: GridColDef<LogLine>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 180 },
];

export default function PaginationUnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [rows, setRows] = React.useState<LogLine[]>([]);
  // -1 means "unknown": the footer shows "of more than …" and Next stays enabled.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  const handlePaginationModelChange = (newModel: GridPaginationModel) => {
    setPaginationModel(newModel);
    setLoading(true);
  };

  React.useEffect(() => {
    let active = true;
    fetchLogs(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        // On the last page, the total is known: rows before this page + rows on it.
        if (!response.hasNextPage) {
          setRowCount(paginationModel.page * paginationModel.pageSize + response.rows.length);
        }
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[5, 10]}
        loading={loading}
      />
    </Box>
  );
}
