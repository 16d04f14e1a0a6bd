import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  assignee: string | null;
  priority: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Login page times out',
    assignee: 'Amara',
    priority: 'High',
  },
  { id: 2, subject: 'Typo in invoice footer', assignee: null, priority: 'Low' },
  {
    id: 3,
    subject: 'Export drops last row',
    assignee: 'Jonas',
    priority: 'High',
  },
  {
    id: 4,
    subject: 'Dark mode contrast',
    assignee: 'Amara',
    priority: 'Medium',
  },
  { id: 5, subject: 'Slow search on mobile', assignee: null, priority: 'High' },
  { id: 6, subject: 'Broken link in help', assignee: 'Priya', priority: 'Low' },
  {
    id: 7,
    subject: 'Avatar upload fails',
    assignee: 'Jonas',
    priority: 'Medium',
  },
  { id: 8, subject: 'Date picker locale', assignee: null, priority: 'Medium' },
  {
    id: 9,
    subject: 'Duplicate emails sent',
    assignee: 'Priya',
    priority: 'High',
  },
  { id: 10, subject: 'Tooltip flickers', assignee: 'Amara', priority: 'Low' },
];

const baseColumns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function RowGroupingMissingValues() {
  const [labelMissing, setLabelMissing] = React.useState(false);

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () =>
      baseColumns.map((column) =>
        column.field === 'assignee' && labelMissing
          ? {
              ...column,
              // Turn null and undefined into a key of their own.
              groupingValueGetter: (value: string | null) => value ?? 'Unassigned',
            }
          : column,
      ),
    [labelMissing],
  );

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={labelMissing}
            onChange={(event) => setLabelMissing(event.target.checked)}
          />
        }
        label='Put tickets without an assignee in an "Unassigned" group'
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['assignee'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
