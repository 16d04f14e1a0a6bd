import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, key: 'K-01', summary: 'Migrate auth service', assignee: 'Noor' },
  { id: 2, key: 'K-02', summary: 'Fix date parsing in reports', assignee: 'Mateo' },
  { id: 3, key: 'K-03', summary: 'Add audit log export', assignee: 'Sanne' },
  { id: 4, key: 'K-04', summary: 'Update onboarding emails', assignee: 'Jin' },
];

const columns: GridColDef[] = [
  { field: 'key', headerName: 'Key (width: 90)', width: 90 },
  { field: 'summary', headerName: 'Summary (flex: 2)', flex: 2, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee (flex: 1)', flex: 1, minWidth: 130 },
];

export default function ColumnDimensionsFlex() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
