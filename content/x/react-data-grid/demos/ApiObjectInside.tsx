import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowId,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, file: 'report-q1.pdf', size: 2.4, owner: 'Ines' },
  { id: 2, file: 'logo.svg', size: 0.1, owner: 'Pavel' },
  { id: 3, file: 'budget.xlsx', size: 0.8, owner: 'Ines' },
  { id: 4, file: 'launch-video.mp4', size: 184.2, owner: 'Chen' },
  { id: 5, file: 'notes.md', size: 0.02, owner: 'Pavel' },
];

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'size', headerName: 'Size (MB)', type: 'number', width: 120 },
];

function SelectionToolbar() {
  // Inside the grid, the context gives the same API object as `useGridApiRef` does outside.
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const selectLargeFiles = () => {
    const ids = new Set<GridRowId>();
    apiRef.current.getRowModels().forEach((row, id) => {
      if (row.size > 1) {
        ids.add(id);
      }
    });
    apiRef.current.setRowSelectionModel({ type: 'include', ids });
  };

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        {selectedCount === 0 ? 'No file selected' : `${selectedCount} selected`}
      </Typography>
      <Button size="small" onClick={selectLargeFiles}>
        Select files over 1 MB
      </Button>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() => apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })}
      >
        Clear selection
      </Button>
    </Toolbar>
  );
}

export default function ApiObjectInside() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        hideFooter
        slots={{ toolbar: SelectionToolbar }}
      />
    </Box>
  );
}
