import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  km: number;
  starred: boolean;
}

const initialRows: Trail[] = [
  { id: 1, name: 'Lakeside loop', km: 6.5, starred: false },
  { id: 2, name: 'Ridge path', km: 14.2, starred: true },
  { id: 3, name: 'Old mill trail', km: 4.8, starred: false },
  { id: 4, name: 'Pine forest walk', km: 9.1, starred: false },
  { id: 5, name: 'Summit climb', km: 18.7, starred: true },
  { id: 6, name: 'River meadows', km: 7.3, starred: false },
];

export default function CellsInteractive() {
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState('Focus a star or a button, then press Enter.');

  const toggleStar = React.useCallback((row: Trail) => {
    setRows((prev) =>
      prev.map((item) => (item.id === row.id ? { ...item, starred: !item.starred } : item)),
    );
    setMessage(`${row.name} ${row.starred ? 'removed from' : 'added to'} favourites.`);
  }, []);

  const columns = React.useMemo<GridColDef<Trail>[]>(
    () => [
      {
        field: 'starred',
        headerName: 'Favourite',
        type: 'boolean',
        width: 100,
        display: 'flex',
        renderCell: (params: GridRenderCellParams<Trail, boolean>) => (
          <IconButton
            size="small"
            // Only the focused cell's button is in the Tab order.
            tabIndex={params.tabIndex}
            aria-label={`Favourite ${params.row.name}`}
            aria-pressed={params.value}
            onClick={() => toggleStar(params.row)}
          >
            {params.value ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
        ),
      },
      { field: 'name', headerName: 'Trail', flex: 1, minWidth: 150 },
      { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
      {
        field: 'details',
        headerName: 'Details',
        width: 120,
        sortable: false,
        filterable: false,
        display: 'flex',
        renderCell: (params: GridRenderCellParams<Trail>) => (
          <Button
            size="small"
            variant="outlined"
            tabIndex={params.tabIndex}
            aria-label={`Show details of ${params.row.name}`}
            onClick={() => setMessage(`${params.row.name}: ${params.row.km} km.`)}
          >
            Show
          </Button>
        ),
      },
    ],
    [toggleStar],
  );

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} label="Hiking trails" hideFooter />
      </Box>
    </Box>
  );
}
