import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Fake server: a list of tasks, with endpoints to read, create and delete them.
// ---------------------------------------------------------------------------

interface Task {
  id: number;
  title: string;
  owner: string;
}

const OWNERS = ['Amara', 'Bruno', 'Chen', 'Dana'];
const TOPICS = ['invoice', 'report', 'release', 'survey', 'contract', 'backup', 'audit'];

let tasks: Task[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  title: `Review ${TOPICS[index % TOPICS.length]} #${index + 1}`,
  owner: OWNERS[index % OWNERS.length],
}));
let nextId = tasks.length + 1;

function wait() {
  return new Promise((resolve) => {
    setTimeout(resolve, 250);
  });
}

const server = {
  async list({ start, end }: GridGetRowsParams): Promise<GridGetRowsResponse> {
    await wait();
    return { rows: tasks.slice(Number(start), end + 1), rowCount: tasks.length };
  },
  async create() {
    await wait();
    const id = nextId;
    nextId += 1;
    // New tasks go first, so every page after the first one shifts.
    tasks = [{ id, title: `New task #${id}`, owner: OWNERS[id % OWNERS.length] }, ...tasks];
  },
  async remove(id: GridRowId) {
    await wait();
    tasks = tasks.filter((task) => task.id !== id);
  },
};

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = { getRows: server.list };

export default function ServerRecipeMutations() {
  const apiRef = useGridApiRef();
  const [pending, setPending] = React.useState(false);

  // After a change on the server, every cached page may be stale:
  // empty the cache, then load the current page again.
  const mutate = React.useCallback(
    async (change: () => Promise<void>) => {
      setPending(true);
      try {
        await change();
        apiRef.current?.dataSource.cache.clear();
        await apiRef.current?.dataSource.fetchRows();
      } finally {
        setPending(false);
      }
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'id', headerName: 'ID', type: 'number', width: 70 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
      { field: 'owner', headerName: 'Owner', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 80,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete task ${params.id}`}
            disabled={pending}
            onClick={() => mutate(() => server.remove(params.id))}
          />,
        ],
      },
    ],
    [mutate, pending],
  );

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={pending}
          onClick={() => mutate(server.create)}
        >
          Add task
        </Button>
        <Typography variant="body2" color="text.secondary">
          {pending ? 'Saving…' : 'Add or delete a task: the grid reloads the current page.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
