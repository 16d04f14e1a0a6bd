import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'North', quarter: 'Q1', product: 'Tents', revenue: 12400 },
  { id: 2, region: 'North', quarter: 'Q2', product: 'Tents', revenue: 15100 },
  { id: 3, region: 'North', quarter: 'Q1', product: 'Boots', revenue: 8300 },
  { id: 4, region: 'North', quarter: 'Q2', product: 'Boots', revenue: 9900 },
  { id: 5, region: 'South', quarter: 'Q1', product: 'Tents', revenue: 7600 },
  { id: 6, region: 'South', quarter: 'Q2', product: 'Tents', revenue: 6900 },
  { id: 7, region: 'South', quarter: 'Q1', product: 'Boots', revenue: 11200 },
  { id: 8, region: 'South', quarter: 'Q2', product: 'Boots', revenue: 12800 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

// Regions as rows, quarters as columns, revenue summed in each cell.
const initialPivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotingBasic() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(initialPivotModel);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pivotActive}
            onChange={(event) => setPivotActive(event.target.checked)}
          />
        }
        label="Pivot mode"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
