import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  {
    id: 1,
    project: 'Website redesign',
    owner: 'Nadia',
    start: new Date(2025, 0, 6),
    budget: 18000,
    done: true,
  },
  {
    id: 2,
    project: 'Mobile app',
    owner: 'Pedro',
    start: new Date(2025, 1, 3),
    budget: 42000,
    done: false,
  },
  {
    id: 3,
    project: 'Data warehouse',
    owner: 'Hana',
    start: new Date(2025, 2, 17),
    budget: 65000,
    done: false,
  },
  {
    id: 4,
    project: 'Support portal',
    owner: 'Sam',
    start: new Date(2025, 3, 1),
    budget: 12500,
    done: true,
  },
];

const columns: GridColDef[] = [
  { field: 'project', headerName: 'Project', width: 170 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'start', headerName: 'Start', type: 'date', width: 120 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function ExportExcel() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsExcel({
              fileName: 'projects',
              columnsStyles: { budget: { numFmt: '"$"#,##0' } },
            })
          }
        >
          Download .xlsx
        </Button>
        <Typography variant="body2" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{ toolbar: { excelOptions: { fileName: 'projects-from-toolbar' } } }}
          onExcelExportStateChange={(state) =>
            setStatus(state === 'pending' ? 'Building the file…' : 'Excel file ready.')
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
