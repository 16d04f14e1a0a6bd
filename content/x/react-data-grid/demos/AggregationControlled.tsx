import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAggregationModel, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, greenhouse: 'Greenhouse A', harvestKg: 214 },
  { id: 2, greenhouse: 'Greenhouse B', harvestKg: 249 },
  { id: 3, greenhouse: 'Greenhouse C', harvestKg: 192 },
  { id: 4, greenhouse: 'Greenhouse D', harvestKg: 227 },
  { id: 5, greenhouse: 'Greenhouse E', harvestKg: 163 },
];

const columns: GridColDef[] = [
  { field: 'greenhouse', headerName: 'Greenhouse', width: 180 },
  { field: 'harvestKg', headerName: 'Harvest (kg)', type: 'number', width: 160 },
];

const FUNCTIONS = ['none', 'sum', 'avg', 'min', 'max', 'size'];

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    harvestKg: 'avg',
  });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 1, flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="harvest-aggregation-label">Harvest aggregation</InputLabel>
          <Select
            labelId="harvest-aggregation-label"
            label="Harvest aggregation"
            value={aggregationModel.harvestKg ?? 'none'}
            onChange={(event) => {
              const next = { ...aggregationModel };
              if (event.target.value === 'none') {
                delete next.harvestKg;
              } else {
                next.harvestKg = event.target.value;
              }
              setAggregationModel(next);
            }}
          >
            {FUNCTIONS.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="body2" component="code">
          aggregationModel: {JSON.stringify(aggregationModel)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
