import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  ticket: `SUP-${1040 + index}`,
  subject: ['Login fails', 'Invoice missing', 'Slow export', 'Typo on page', 'Password reset'][
    index % 5
  ],
  priority: ['High', 'Low', 'Medium'][index % 3],
}));

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 120 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function LayoutFlexParent() {
  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 1, py: 1 }}>
        Open tickets
      </Typography>
      {/* The grid wrapper takes whatever height is left below the title. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
