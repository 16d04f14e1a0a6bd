import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid';

// Fake server: a support queue, newest ticket first. Other users add tickets to it.
interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: string;
}

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows the wrong address',
  'Export to CSV times out',
  'Add a user to our team',
  'Two-factor code never arrives',
  'Refund for a duplicate charge',
];
const REQUESTERS = ['Amara Osei', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Elif Yilmaz'];
const PRIORITIES = ['Low', 'Normal', 'High'];

function createTicket(id: number): Ticket {
  return {
    id,
    subject: SUBJECTS[id % SUBJECTS.length],
    requester: REQUESTERS[id % REQUESTERS.length],
    priority: PRIORITIES[id % PRIORITIES.length],
  };
}

const TICKETS: Ticket[] = Array.from({ length: 40 }, (_, index) => createTicket(40 - index));

async function fetchTickets({ start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const response: GridGetRowsResponse = {
    rows: TICKETS.slice(Number(start), end + 1),
    rowCount: TICKETS.length,
  };
  return response;
}

const dataSource: GridDataSource = { getRows: fetchTickets };

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90, valueFormatter: (value: number) => `#${value}` },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function ServerSideDataRefresh() {
  const apiRef = useGridApiRef();

  // Simulates another user creating a ticket: the grid is not told about it.
  const addTicketOnServer = () => {
    TICKETS.unshift(createTicket(TICKETS[0].id + 1));
  };

  const refresh = () => {
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Stack spacing={1} sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addTicketOnServer}>
          New ticket on the server
        </Button>
        <Button size="small" variant="contained" onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
