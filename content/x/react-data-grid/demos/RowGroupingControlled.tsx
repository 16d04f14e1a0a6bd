import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, customer: 'Nordlys AS', country: 'Norway', channel: 'Online', plan: 'Team', seats: 12 },
  {
    id: 2,
    customer: 'Casa Verde',
    country: 'Mexico',
    channel: 'Partner',
    plan: 'Starter',
    seats: 3,
  },
  {
    id: 3,
    customer: 'Fjellsport',
    country: 'Norway',
    channel: 'Partner',
    plan: 'Business',
    seats: 40,
  },
  {
    id: 4,
    customer: 'Tacos Lupita',
    country: 'Mexico',
    channel: 'Online',
    plan: 'Starter',
    seats: 2,
  },
  { id: 5, customer: 'Kiri Studio', country: 'Japan', channel: 'Online', plan: 'Team', seats: 9 },
  {
    id: 6,
    customer: 'Hoshi Labs',
    country: 'Japan',
    channel: 'Partner',
    plan: 'Business',
    seats: 55,
  },
  { id: 7, customer: 'Brisa Café', country: 'Mexico', channel: 'Online', plan: 'Team', seats: 6 },
  {
    id: 8,
    customer: 'Tokki Games',
    country: 'Japan',
    channel: 'Online',
    plan: 'Starter',
    seats: 4,
  },
];

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

const GROUPABLE_FIELDS = ['country', 'channel', 'plan'];

export default function RowGroupingControlled() {
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['country']);

  const toggleField = (field: string) => {
    setRowGroupingModel((prev) =>
      prev.includes(field) ? prev.filter((item) => item !== field) : [...prev, field],
    );
  };

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Group by:</Typography>
        {GROUPABLE_FIELDS.map((field) => {
          const index = rowGroupingModel.indexOf(field);
          const label = columns.find((column) => column.field === field)?.headerName ?? field;
          return (
            <Chip
              key={field}
              label={index === -1 ? label : `${index + 1}. ${label}`}
              color={index === -1 ? 'default' : 'primary'}
              variant={index === -1 ? 'outlined' : 'filled'}
              aria-pressed={index !== -1}
              onClick={() => toggleField(field)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" component="code">
        rowGroupingModel: {JSON.stringify(rowGroupingModel)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
