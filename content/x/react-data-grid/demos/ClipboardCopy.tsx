import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Kings Cross', line: 'Northern', zone: 1, platforms: 12 },
  { id: 2, station: 'Canary Wharf', line: 'Jubilee', zone: 2, platforms: 4 },
  { id: 3, station: 'Stratford', line: 'Central', zone: 2, platforms: 17 },
  { id: 4, station: 'Brixton', line: 'Victoria', zone: 2, platforms: 2 },
  { id: 5, station: 'Wembley Park', line: 'Metropolitan', zone: 4, platforms: 6 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'line', headerName: 'Line', width: 140 },
  { field: 'zone', headerName: 'Zone', type: 'number', width: 90 },
  { field: 'platforms', headerName: 'Platforms', type: 'number', width: 110 },
];

export default function ClipboardCopy() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" id="clipboard-copy-output-label">
        Last copied text (tabs shown as →):
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        role="region"
        aria-labelledby="clipboard-copy-output-label"
        tabIndex={0}
        sx={{ height: 96, m: 0, p: 1, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {copied
          ? copied.replace(/\t/g, ' → ')
          : 'Focus a cell or select rows, then press Ctrl+C (⌘+C on macOS).'}
      </Typography>
    </Box>
  );
}
