import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    parcel: 'Desk lamp',
    carrier: 'Nimbus',
    weight: 2.4,
    shipped: new Date(2024, 3, 12),
    fragile: true,
    note: 'Leave at door',
  },
  {
    id: 2,
    parcel: 'Bookshelf',
    carrier: 'Ferro',
    weight: 31,
    shipped: new Date(2024, 4, 20),
    fragile: false,
    note: '',
  },
  {
    id: 3,
    parcel: 'Vase set',
    carrier: 'Atlas',
    weight: 4.8,
    shipped: new Date(2024, 5, 3),
    fragile: true,
    note: 'Call on arrival',
  },
  {
    id: 4,
    parcel: 'Rug',
    carrier: 'Nimbus',
    weight: 12,
    shipped: new Date(2024, 2, 28),
    fragile: false,
    note: '',
  },
  {
    id: 5,
    parcel: 'Mirror',
    carrier: 'Atlas',
    weight: 9.5,
    shipped: new Date(2024, 4, 9),
    fragile: true,
    note: 'Two people needed',
  },
  {
    id: 6,
    parcel: 'Office chair',
    carrier: 'Ferro',
    weight: 16,
    shipped: new Date(2024, 3, 2),
    fragile: false,
    note: 'Reception desk',
  },
];

const columns: GridColDef[] = [
  { field: 'parcel', headerName: 'Parcel', flex: 1, minWidth: 120 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    valueOptions: ['Atlas', 'Ferro', 'Nimbus'],
    width: 100,
  },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 110 },
  { field: 'fragile', headerName: 'Fragile', type: 'boolean', width: 90 },
  { field: 'note', headerName: 'Note', width: 150 },
];

// One filter item per column type, with a value of the type the operator expects.
const presets: Record<string, GridFilterItem> = {
  number: { field: 'weight', operator: '>', value: 10 },
  date: { field: 'shipped', operator: 'onOrAfter', value: '2024-05-01' },
  boolean: { field: 'fragile', operator: 'is', value: true },
  anyOf: { field: 'carrier', operator: 'isAnyOf', value: ['Atlas', 'Ferro'] },
  empty: { field: 'note', operator: 'isEmpty' },
};

export default function FilteringModelValues() {
  const [preset, setPreset] = React.useState('number');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [presets.number],
  });

  const handlePresetChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setPreset(event.target.value);
    setFilterModel({ items: [presets[event.target.value]] });
  };

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Filter item"
          value={preset}
          onChange={handlePresetChange}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="number">Number: weight &gt; 10</MenuItem>
          <MenuItem value="date">Date: shipped on or after</MenuItem>
          <MenuItem value="boolean">Boolean: fragile is true</MenuItem>
          <MenuItem value="anyOf">Single select: is any of</MenuItem>
          <MenuItem value="empty">String: note is empty</MenuItem>
        </TextField>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
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
