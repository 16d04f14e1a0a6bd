import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnOrderChangeParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Basil', sun: 'Full', water: 'Often', height: 45 },
  { id: 2, name: 'Fern', sun: 'Shade', water: 'Often', height: 60 },
  { id: 3, name: 'Lavender', sun: 'Full', water: 'Rarely', height: 70 },
  { id: 4, name: 'Mint', sun: 'Partial', water: 'Often', height: 40 },
  { id: 5, name: 'Rosemary', sun: 'Full', water: 'Rarely', height: 90 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', width: 120 },
  { field: 'sun', headerName: 'Sun', width: 100 },
  { field: 'water', headerName: 'Water', width: 100 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
];

export default function ColumnOrderingEvents() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Drag a column header to a new position.');

  const moveColumn = (field: string, index: number) => {
    apiRef.current?.setColumnIndex(field, index);
    // setColumnIndex does not fire onColumnOrderChange, so report the move here.
    setMessage(`Moved "${field}" to position ${index} with setColumnIndex.`);
  };

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(
      `Dragged "${params.column.field}" from position ${params.oldIndex} to ${params.targetIndex}.`,
    );
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => moveColumn('height', 1)}>
          Move height to second
        </Button>
        <Button variant="outlined" size="small" onClick={() => moveColumn('name', 3)}>
          Move plant to last
        </Button>
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
