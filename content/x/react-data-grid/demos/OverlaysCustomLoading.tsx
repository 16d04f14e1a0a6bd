import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay, GridSlotProps } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

function InvoicesLoading(props: GridSlotProps['loadingOverlay']) {
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={32} aria-hidden />
        <Typography variant="body2">Fetching this month&apos;s invoices…</Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlaysCustomLoading() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={[]}
        columns={columns}
        loading
        hideFooter
        slots={{ loadingOverlay: InvoicesLoading }}
      />
    </Box>
  );
}
