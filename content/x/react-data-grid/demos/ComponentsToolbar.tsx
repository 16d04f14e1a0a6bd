import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'BX-100', item: 'Cardboard box S', location: 'A1', quantity: 420 },
  { id: 2, sku: 'BX-200', item: 'Cardboard box M', location: 'A2', quantity: 310 },
  { id: 3, sku: 'TP-050', item: 'Packing tape', location: 'B4', quantity: 96 },
  { id: 4, sku: 'BW-010', item: 'Bubble wrap roll', location: 'C1', quantity: 18 },
  { id: 5, sku: 'LB-300', item: 'Shipping labels', location: 'B2', quantity: 1200 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Declared at module level: a component created during render would remount on every render.
function StockToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Warehouse stock</Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'warehouse-stock' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ComponentsToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: StockToolbar }}
      />
    </Box>
  );
}
