import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  gridFilterActiveItemsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera', room: 'Living room', light: 'Indirect', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', room: 'Bedroom', light: 'Low', waterEveryDays: 14 },
  { id: 3, plant: 'Basil', room: 'Kitchen', light: 'Direct', waterEveryDays: 2 },
  { id: 4, plant: 'Pothos', room: 'Office', light: 'Low', waterEveryDays: 7 },
  { id: 5, plant: 'Fiddle leaf fig', room: 'Living room', light: 'Direct', waterEveryDays: 7 },
  { id: 6, plant: 'Peace lily', room: 'Bathroom', light: 'Low', waterEveryDays: 5 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'light', headerName: 'Light', width: 110 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 160 },
];

function PlantsToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        House plants
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'} />
          )}
        >
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton
              {...props}
              // The badge's number is visible text: the name must contain it.
              aria-label={
                state.filterCount > 0 ? `Filters, ${state.filterCount} active` : 'Filters'
              }
              color={state.open ? 'primary' : 'default'}
            >
              <Badge badgeContent={state.filterCount} color="primary">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Divider orientation="vertical" flexItem variant="middle" sx={{ mx: 0.5 }} />
      <ToolbarButton
        aria-label="Clear filters"
        disabled={activeFilters.length === 0}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
      >
        <FilterAltOffIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function ToolbarCustom() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: PlantsToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'light', operator: 'equals', value: 'Low' }] },
          },
        }}
      />
    </Box>
  );
}
