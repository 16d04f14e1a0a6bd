import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Song {
  id: number;
  title: string;
  artist: string;
}

const initialRows: Song[] = [
  { id: 1, title: 'Morning Light', artist: 'The Harbours' },
  { id: 2, title: 'Paper Planes', artist: 'Nova Lane' },
  { id: 3, title: 'Slow River', artist: 'Juniper' },
  { id: 4, title: 'City Lights', artist: 'The Harbours' },
  { id: 5, title: 'Last Train', artist: 'Nova Lane' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 160 },
];

export default function RowOrderingBasic() {
  const [rows, setRows] = React.useState<Song[]>(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // Mirror the move in your own state so the order survives re-renders.
    setRows((prev) => {
      const next = [...prev];
      const [moved] = next.splice(params.oldIndex, 1);
      next.splice(params.targetIndex, 0, moved);
      return next;
    });
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        Play order: {rows.map((row) => row.title).join(' → ')}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
