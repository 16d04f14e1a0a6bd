import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, name: 'Reading lamp', price: 24.9, stock: 12 },
  { id: 2, name: 'Wall clock', price: 35, stock: 4 },
  { id: 3, name: 'Plant pot', price: 9.5, stock: 30 },
  { id: 4, name: 'Throw pillow', price: 18, stock: 16 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', width: 160, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    // Accept "12,50" as well as "12.50".
    pastedValueParser: (value) => Number(value.trim().replace(',', '.')),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

// Text such as "Desk fan;19,90;8" is split on semicolons, one row per line.
const splitClipboardPastedText: DataGridPremiumProps['splitClipboardPastedText'] = (text) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(';'));

const SAMPLE = 'Desk fan;19,90;8\nCandle set;12,50;25';

export default function ClipboardSplitText() {
  const [copyStatus, setCopyStatus] = React.useState('');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            navigator.clipboard
              .writeText(SAMPLE)
              .then(() => setCopyStatus('Copied. Click a Product cell and press Ctrl+V.'))
              .catch(() => setCopyStatus('The browser blocked clipboard access.'))
          }
        >
          Copy sample text
        </Button>
        <Typography variant="body2" aria-live="polite">
          {copyStatus || 'The sample is two lines of semicolon-separated values.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          splitClipboardPastedText={splitClipboardPastedText}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
