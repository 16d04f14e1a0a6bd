import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  DataGrid,
  GridColDef,
  GridPreferencePanelsValue,
  GridRowsProp,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Zinnia', color: 'Orange', season: 'Summer', height: 60, water: 'Medium' },
  { id: 2, name: 'Lavender', color: 'Purple', season: 'Summer', height: 50, water: 'Low' },
  { id: 3, name: 'Tulip', color: 'Red', season: 'Spring', height: 40, water: 'Medium' },
  { id: 4, name: 'Aster', color: 'Blue', season: 'Autumn', height: 90, water: 'Medium' },
  { id: 5, name: 'Snowdrop', color: 'White', season: 'Winter', height: 15, water: 'High' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Flower', width: 130, hideable: false },
  { field: 'color', headerName: 'Color', width: 110 },
  { field: 'season', headerName: 'Season', width: 110 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
  { field: 'water', headerName: 'Water needs', width: 120 },
];

export default function ColumnVisibilityPanel() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ViewColumnIcon />}
          onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
        >
          Manage columns
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slotProps={{
            columnsManagement: {
              // Keep the height column out of the panel's list.
              getTogglableColumns: (cols) =>
                cols.filter((col) => col.field !== 'height').map((col) => col.field),
            },
          }}
        />
      </Box>
    </Box>
  );
}
