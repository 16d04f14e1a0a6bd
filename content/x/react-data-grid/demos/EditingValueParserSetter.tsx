import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Bike {
  id: number;
  firstName: string;
  lastName: string;
  sku: string;
  price: number | null;
}

const initialRows: Bike[] = [
  { id: 1, firstName: 'Elena', lastName: 'Rossi', sku: 'RD-200', price: 1200 },
  { id: 2, firstName: 'Jonas', lastName: 'Berg', sku: 'MT-450', price: 2350 },
  { id: 3, firstName: 'Amara', lastName: 'Okafor', sku: 'CT-120', price: 640 },
  {
    id: 4,
    firstName: 'Luis',
    lastName: 'de la Vega',
    sku: 'GR-310',
    price: 1875,
  },
];

// "€1,200" or "1 200 €" -> 1200. Prices are whole euros.
function parsePrice(value: string | undefined): number | null {
  const cleaned = (value ?? '').replace(/[€\s,]/g, '');
  if (cleaned === '' || Number.isNaN(Number(cleaned))) {
    return null;
  }
  return Math.round(Number(cleaned));
}

const columns: GridColDef<Bike>[] = [
  {
    field: 'owner',
    headerName: 'Owner',
    flex: 1,
    minWidth: 160,
    editable: true,
    // Read: build one value from two fields.
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
    // Save: split the edited value back into the two fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'sku',
    headerName: 'SKU',
    width: 110,
    editable: true,
    valueParser: (value: string | undefined) => (value ?? '').toUpperCase().replace(/\s/g, ''),
  },
  {
    field: 'price',
    headerName: 'Price',
    width: 120,
    align: 'right',
    headerAlign: 'right',
    editable: true,
    valueParser: (value: string | undefined) => parsePrice(value),
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
];

export default function EditingValueParserSetter() {
  const [rows, setRows] = React.useState<Bike[]>(initialRows);
  const [lastSaved, setLastSaved] = React.useState<Bike | null>(null);

  const processRowUpdate = (newRow: Bike) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    setLastSaved(newRow);
    return newRow;
  };

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
      <Box
        role="region"
        aria-label="Last saved row"
        tabIndex={0}
        sx={{ height: 64, overflow: 'auto' }}
      >
        <Typography variant="body2" component="p">
          Row passed to processRowUpdate:
        </Typography>
        <Typography
          variant="body2"
          component="pre"
          sx={{
            m: 0,
            fontFamily: 'monospace',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {lastSaved ? JSON.stringify(lastSaved) : 'Edit a cell and press Enter.'}
        </Typography>
      </Box>
    </Box>
  );
}
