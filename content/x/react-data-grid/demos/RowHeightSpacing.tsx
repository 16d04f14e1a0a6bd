import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridRowSpacingParams, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, order: 'A-1001', customer: 'Nordic Bikes', total: 1240 },
  { id: 2, order: 'A-1002', customer: 'Blue Harbor', total: 310 },
  { id: 3, order: 'A-1003', customer: 'Cedar & Co', total: 875 },
  { id: 4, order: 'A-1004', customer: 'Lumen Labs', total: 2030 },
  { id: 5, order: 'A-1005', customer: 'Orchard Foods', total: 96 },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// 8px between rows, but no extra space above the first or below the last row.
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

export default function RowHeightSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={spacingType}
        onChange={(_, value: 'margin' | 'border' | null) => {
          if (value) {
            setSpacingType(value);
          }
        }}
        aria-label="Row spacing type"
      >
        <ToggleButton value="margin">margin</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          hideFooter
          sx={{
            [`& .${gridClasses.row}`]: {
              bgcolor: 'action.hover',
              // Only visible with rowSpacingType="border": the grid sets the widths inline.
              borderStyle: 'solid',
              borderWidth: 0,
              borderColor: 'background.paper',
            },
          }}
        />
      </Box>
    </Box>
  );
}
