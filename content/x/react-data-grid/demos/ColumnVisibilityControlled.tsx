import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGrid, GridColDef, GridColumnVisibilityModel, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, product: 'Trail shoes', cost: 42, price: 119, margin: 0.65, supplier: 'Nordpeak' },
  { id: 2, product: 'Rain jacket', cost: 55, price: 149, margin: 0.63, supplier: 'Fjell' },
  { id: 3, product: 'Head torch', cost: 9, price: 35, margin: 0.74, supplier: 'Lumo' },
  { id: 4, product: 'Day pack', cost: 21, price: 69, margin: 0.7, supplier: 'Nordpeak' },
  { id: 5, product: 'Water filter', cost: 14, price: 45, margin: 0.69, supplier: 'Aqua' },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 150, hideable: false },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 100 },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
];

const internalFields = ['cost', 'margin', 'supplier'];

export default function ColumnVisibilityControlled() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>({ cost: false, margin: false, supplier: false });

  const internalVisible = internalFields.every((field) => columnVisibilityModel[field] !== false);

  const toggleInternal = (visible: boolean) => {
    setColumnVisibilityModel((model) => ({
      ...model,
      ...Object.fromEntries(internalFields.map((field) => [field, visible])),
    }));
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={internalVisible}
              onChange={(event) => toggleInternal(event.target.checked)}
            />
          }
          label="Show internal columns (cost, margin, supplier)"
        />
      </FormGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
        />
      </Box>
    </Box>
  );
}
