import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowSelectionModel,
  GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, item: 'Tent', kit: 'Camping', weight: 2.4 },
  { id: 2, item: 'Sleeping bag', kit: 'Camping', weight: 1.1 },
  { id: 3, item: 'Stove', kit: 'Cooking', weight: 0.4 },
  { id: 4, item: 'Pot set', kit: 'Cooking', weight: 0.6 },
  { id: 5, item: 'Headlamp', kit: 'Camping', weight: 0.1 },
  { id: 6, item: 'First aid kit', kit: 'Safety', weight: 0.3 },
  { id: 7, item: 'Water filter', kit: 'Cooking', weight: 0.2 },
  { id: 8, item: 'Whistle', kit: 'Safety', weight: 0.02 },
  { id: 9, item: 'Emergency blanket', kit: 'Safety', weight: 0.06 },
  { id: 10, item: 'Camping mat', kit: 'Camping', weight: 0.5 },
  { id: 11, item: 'Spork', kit: 'Cooking', weight: 0.02 },
];

const dataIds = new Set(rows.map((row) => row.id));

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 170 },
  { field: 'kit', headerName: 'Kit', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function RowGroupingSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // The model also holds group row ids: count the data rows only.
  // After "select all", the model can be of type 'exclude' (it lists the unselected rows).
  const listed = [...selection.ids].filter((id) => dataIds.has(id as number)).length;
  const selectedItems = selection.type === 'include' ? listed : rows.length - listed;

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.descendants}
              onChange={(event) =>
                setPropagation((prev) => ({
                  ...prev,
                  descendants: event.target.checked,
                }))
              }
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.parents}
              onChange={(event) =>
                setPropagation((prev) => ({
                  ...prev,
                  parents: event.target.checked,
                }))
              }
            />
          }
          label="parents"
        />
        <Typography variant="body2" role="status">
          {selectedItems} of {rows.length} items selected
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, mt: 1 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['kit'] },
            columns: { columnVisibilityModel: { kit: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
