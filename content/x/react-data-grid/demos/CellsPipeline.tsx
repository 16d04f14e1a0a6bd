import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  priceCents: number;
}

const rows: Product[] = [
  { id: 1, name: 'Trail tent', priceCents: 24900 },
  { id: 2, name: 'Camp stove', priceCents: 5450 },
  { id: 3, name: 'Sleeping bag', priceCents: 11990 },
  { id: 4, name: 'Head torch', priceCents: 1999 },
  { id: 5, name: 'Hiking boots', priceCents: 15900 },
  { id: 6, name: 'Water filter', priceCents: 3475 },
];

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// Step 2: the value the grid sorts and filters. Euros instead of cents.
const getPrice = (_value: never, row: Product) => row.priceCents / 100;
// Step 3: the text shown (and copied, and exported to CSV).
const formatPrice = (value: number) => euros.format(value);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 130 },
  // Step 1: no getter, no formatter, the row property as it is.
  {
    field: 'priceCents',
    headerName: 'Row value',
    width: 110,
    align: 'right',
    headerAlign: 'right',
  },
  {
    field: 'priceGetter',
    headerName: 'valueGetter',
    width: 120,
    align: 'right',
    headerAlign: 'right',
    valueGetter: getPrice,
  },
  {
    field: 'priceFormatter',
    headerName: 'valueFormatter',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    valueGetter: getPrice,
    valueFormatter: formatPrice,
  },
  {
    // Step 4: any React node, built from the value and the formatted value.
    field: 'priceRendered',
    headerName: 'renderCell',
    width: 190,
    display: 'flex',
    valueGetter: getPrice,
    valueFormatter: formatPrice,
    renderCell: (params: GridRenderCellParams<Product, number, string>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <strong>{params.formattedValue}</strong>
        {(params.value ?? 0) >= 100 && <Chip label="Premium" size="small" variant="outlined" />}
      </Box>
    ),
  },
];

export default function CellsPipeline() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        The same price, one step further in each column. Sort any of them: all four sort by the
        number.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} label="Cell pipeline" hideFooter />
      </Box>
    </Box>
  );
}
