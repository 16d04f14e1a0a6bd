import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, employee: 'Ines', mon: 8, tue: 7.5, wed: 8, thu: 6, fri: 4 },
  { id: 2, employee: 'Marco', mon: 6, tue: 8, wed: 8, thu: 8, fri: 8 },
  { id: 3, employee: 'Yuki', mon: 8, tue: 8, wed: 0, thu: 8, fri: 7 },
  { id: 4, employee: 'Tendai', mon: 7, tue: 7, wed: 7, thu: 7, fri: 7 },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', width: 120 },
  { field: 'mon', headerName: 'Mon', type: 'number', width: 90 },
  { field: 'tue', headerName: 'Tue', type: 'number', width: 90 },
  { field: 'wed', headerName: 'Wed', type: 'number', width: 90 },
  { field: 'thu', headerName: 'Thu', type: 'number', width: 90 },
  { field: 'fri', headerName: 'Fri', type: 'number', width: 90 },
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Nothing read yet.');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 1, field: 'mon' }, { id: 2, field: 'wed' })
          }
        >
          Select Mon–Wed of Ines and Marco
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 1, field: 'fri' }, { id: 4, field: 'fri' }, true)
          }
        >
          Add the Friday column
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setCellSelectionModel({})}
        >
          Clear
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
            setMessage(
              cells.length > 0
                ? cells.map((cell) => `${cell.id}:${cell.field}`).join(', ')
                : 'No cell selected.',
            );
          }}
        >
          Read selection
        </Button>
      </Box>
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
