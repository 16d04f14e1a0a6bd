import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Metric {
  id: number;
  page: string;
  bounceRate: number;
  avgSeconds: number;
}

const rows: Metric[] = [
  { id: 1, page: '/pricing', bounceRate: 0.312, avgSeconds: 74 },
  { id: 2, page: '/blog', bounceRate: 0.587, avgSeconds: 191 },
  { id: 3, page: '/signup', bounceRate: 0.145, avgSeconds: 42 },
  { id: 4, page: '/docs', bounceRate: 0.229, avgSeconds: 305 },
  { id: 5, page: '/about', bounceRate: 0.661, avgSeconds: 28 },
];

const columns: GridColDef<Metric>[] = [
  { field: 'page', headerName: 'Page', width: 140 },
  {
    field: 'bounceRate',
    headerName: 'Bounce rate',
    type: 'number',
    width: 130,
    // The stored value stays 0.312, so sorting and filtering use the number.
    valueFormatter: (value: number) => `${(value * 100).toFixed(1)} %`,
  },
  {
    field: 'avgSeconds',
    headerName: 'Avg. time on page',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => `${Math.floor(value / 60)}m ${value % 60}s`,
  },
];

export default function ColumnDefinitionValueFormatter() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
