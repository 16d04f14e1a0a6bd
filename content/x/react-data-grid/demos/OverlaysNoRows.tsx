import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridColDef, GridOverlay, GridSlotProps } from '@mui/x-data-grid';

const messages = [
  { id: 1, from: 'Billing', subject: 'Your invoice for March', received: '09:12' },
  { id: 2, from: 'Alex', subject: 'Slides for Thursday', received: '10:47' },
  { id: 3, from: 'Support', subject: 'Ticket #4821 was resolved', received: '13:05' },
];

const columns: GridColDef[] = [
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'received', headerName: 'Received', width: 110 },
];

// Declared outside the demo component, so React keeps the same component between renders.
function EmptyInbox(props: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <InboxOutlinedIcon fontSize="large" color="action" />
        <Typography variant="body2">Inbox zero. New messages will appear here.</Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlaysNoRows() {
  const [rows, setRows] = React.useState<typeof messages>([]);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows((current) => (current.length > 0 ? [] : messages))}
        >
          {rows.length > 0 ? 'Archive all' : 'Receive messages'}
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter slots={{ noRowsOverlay: EmptyInbox }} />
      </Box>
    </Box>
  );
}
