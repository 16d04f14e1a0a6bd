import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Standing desk', price: 449, discount: 0.1 },
  { id: 2, item: 'Ergonomic chair', price: 329.5, discount: 0.15 },
  { id: 3, item: 'Desk lamp', price: 39.99, discount: 0 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
  },
];

const DELIMITERS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';' };

export default function ClipboardFormatting() {
  const [delimiterKey, setDelimiterKey] = React.useState('tab');
  const [ignoreFormatter, setIgnoreFormatter] = React.useState(false);
  const [copied, setCopied] = React.useState('');
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 2, 3]),
  });

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 1, flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="copy-delimiter-label">clipboardCopyCellDelimiter</InputLabel>
          <Select
            labelId="copy-delimiter-label"
            label="clipboardCopyCellDelimiter"
            value={delimiterKey}
            onChange={(event) => setDelimiterKey(event.target.value)}
          >
            {Object.keys(DELIMITERS).map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={ignoreFormatter}
              onChange={(event) => setIgnoreFormatter(event.target.checked)}
            />
          }
          label="ignoreValueFormatterDuringExport"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          // The copy handler reads these props when the grid mounts: remount to apply new values.
          key={`${delimiterKey}-${ignoreFormatter}`}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          disableRowSelectionOnClick
          clipboardCopyCellDelimiter={DELIMITERS[delimiterKey]}
          ignoreValueFormatterDuringExport={ignoreFormatter}
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        role="region"
        aria-label="Copied text"
        tabIndex={0}
        sx={{ height: 96, m: 0, p: 1, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {copied
          ? copied.replace(/\t/g, ' → ')
          : 'Click a cell, then press Ctrl+C (⌘+C on macOS) to copy the selected rows.'}
      </Typography>
    </Box>
  );
}
