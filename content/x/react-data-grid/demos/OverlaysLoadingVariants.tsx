import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';

const data = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 5, title: 'Hyperion', author: 'Dan Simmons', year: 1989 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const variants: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('circular-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [hasRows, setHasRows] = React.useState(false);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 180 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 180 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />
          }
          label="Grid has rows"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={hasRows ? data : []}
          columns={columns}
          loading
          hideFooter
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
      </Box>
    </Box>
  );
}
