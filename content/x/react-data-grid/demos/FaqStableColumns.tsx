import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, item: 'Notebook', price: 4.5 },
  { id: 2, item: 'Fountain pen', price: 38 },
  { id: 3, item: 'Ink bottle', price: 11.25 },
  { id: 4, item: 'Desk mat', price: 24 },
  { id: 5, item: 'Pencil case', price: 9.9 },
];

type Currency = 'USD' | 'EUR';

export default function FaqStableColumns() {
  const [currency, setCurrency] = React.useState<Currency>('USD');
  const [clicks, setClicks] = React.useState(0);

  // Rebuilt only when `currency` changes, not on every render of this component.
  const columns = React.useMemo<GridColDef[]>(() => {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return [
      { field: 'item', headerName: 'Item', flex: 1 },
      {
        field: 'price',
        headerName: `Price (${currency})`,
        type: 'number',
        width: 140,
        valueFormatter: (value: number) => format.format(value),
      },
    ];
  }, [currency]);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_event, value: Currency | null) => {
            if (value) {
              setCurrency(value);
            }
          }}
          aria-label="Currency"
        >
          <ToggleButton value="USD">USD</ToggleButton>
          <ToggleButton value="EUR">EUR</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setClicks((count) => count + 1)}>
          Re-render parent
        </Button>
        <Typography variant="body2">Parent renders triggered: {clicks}</Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
