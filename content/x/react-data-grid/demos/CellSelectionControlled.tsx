import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';

type Row = { id: number; region: string; jan: number; feb: number; mar: number; apr: number };

const rows: Row[] = [
  { id: 1, region: 'North', jan: 12400, feb: 11800, mar: 13900, apr: 14250 },
  { id: 2, region: 'South', jan: 9800, feb: 10120, mar: 9650, apr: 11030 },
  { id: 3, region: 'East', jan: 15300, feb: 14980, mar: 16210, apr: 15870 },
  { id: 4, region: 'West', jan: 8700, feb: 9050, mar: 9920, apr: 10480 },
  { id: 5, region: 'Central', jan: 11150, feb: 11610, mar: 12040, apr: 12690 },
];

const columns: GridColDef<Row>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'jan', headerName: 'Jan', type: 'number', width: 110 },
  { field: 'feb', headerName: 'Feb', type: 'number', width: 110 },
  { field: 'mar', headerName: 'Mar', type: 'number', width: 110 },
  { field: 'apr', headerName: 'Apr', type: 'number', width: 110 },
];

export default function CellSelectionControlled() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    1: { jan: true, feb: true },
    2: { jan: true, feb: true },
  });

  // Sum the numbers in the selected cells. A field set to `false` is not selected.
  let count = 0;
  let sum = 0;
  Object.entries(cellSelectionModel).forEach(([id, fields]) => {
    const row = rows.find((item) => String(item.id) === id);
    Object.entries(fields).forEach(([field, selected]) => {
      if (selected && row) {
        count += 1;
        const value = row[field as keyof Row];
        if (typeof value === 'number') {
          sum += value;
        }
      }
    });
  });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {count} cell(s) selected. Sum: {sum.toLocaleString('en-US')}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(newModel) => setCellSelectionModel(newModel)}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
