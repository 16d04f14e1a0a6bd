import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Alma Reyes', department: 'Engineering', salary: 92000 },
  { id: 2, name: 'Björn Lund', department: 'Sales', salary: 58000 },
  { id: 3, name: 'Chiara Conti', department: 'Engineering', salary: 104000 },
  { id: 4, name: 'Dev Patel', department: 'Support', salary: 47000 },
  { id: 5, name: 'Eun-ji Park', department: 'Design', salary: 76000 },
  { id: 6, name: 'Farid Haddad', department: 'Sales', salary: 63000 },
  { id: 7, name: 'Grace Okafor', department: 'Support', salary: 51000 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'salary', operator: '>', value: 60000 }],
  });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear filters
        </Button>
        <Typography
          variant="body2"
          role="status"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(filterModel.items)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
