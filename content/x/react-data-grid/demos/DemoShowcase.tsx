import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'Active' | 'Paused' | 'Done';

interface Project {
  id: number;
  owner: string;
  name: string;
  status: Status;
  progress: number;
  budget: number;
  due: Date;
  billable: boolean;
}

const owners = ['Amara Diallo', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Emil Sørensen'];
const names = ['Billing revamp', 'Mobile app', 'Data warehouse', 'Help center', 'Design system'];
const statuses: Status[] = ['Active', 'Paused', 'Done'];

// Deterministic sample data: every value is derived from the row index.
function createRows(count: number): Project[] {
  return Array.from({ length: count }, (_, index) => {
    const status = statuses[(index * 7) % 3];
    return {
      id: index + 1,
      owner: owners[index % owners.length],
      name: `${names[(index * 3) % names.length]} ${Math.floor(index / names.length) + 1}`,
      status,
      progress: status === 'Done' ? 1 : ((index * 37) % 90) / 100 + 0.05,
      budget: 12000 + ((index * 7919) % 50) * 1500,
      due: new Date(2025, index % 12, ((index * 11) % 27) + 1),
      billable: index % 4 !== 0,
    };
  });
}

const rows = createRows(18);

const statusColor: Record<Status, 'success' | 'primary' | 'default'> = {
  Active: 'success',
  Paused: 'primary',
  Done: 'default',
};

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 170 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 190,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Project, string>) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.main' }}>
          {initials(params.value ?? '')}
        </Avatar>
        <Typography variant="body2" noWrap>
          {params.value}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 120,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Project, Status>) =>
      params.value ? (
        <Chip label={params.value} color={statusColor[params.value]} size="small" />
      ) : null,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 150,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Project, number>) => {
      const percent = Math.round((params.value ?? 0) * 100);
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={`${percent}% complete`}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" sx={{ width: 32, textAlign: 'right' }}>
            {percent}%
          </Typography>
        </Box>
      );
    },
  },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'due', headerName: 'Due date', type: 'date', width: 120 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 100 },
];

export default function DemoShowcase() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
