import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowModel } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  day: string;
  morning: string;
  evening: string;
  hours: number;
}

const initialRows: Shift[] = [
  { id: 1, day: 'Monday', morning: 'Inés', evening: 'Tariq', hours: 16 },
  { id: 2, day: 'Tuesday', morning: 'Mei', evening: 'Inés', hours: 16 },
  { id: 3, day: 'Wednesday', morning: 'Tariq', evening: 'Olu', hours: 14 },
  { id: 4, day: 'Thursday', morning: 'Olu', evening: 'Mei', hours: 16 },
  { id: 5, day: 'Friday', morning: 'Inés', evening: 'Olu', hours: 18 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'morning', headerName: 'Morning', width: 130, editable: true },
  { field: 'evening', headerName: 'Evening', width: 130, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

export default function ClipboardPaste() {
  const [log, setLog] = React.useState('Nothing pasted yet.');

  const processRowUpdate = React.useCallback((newRow: GridRowModel<Shift>) => {
    // Save to your server here; the grid shows the returned row.
    return newRow;
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        Select the Monday cells from Morning to Hours, press Ctrl+C, click the Friday Morning cell
        and press Ctrl+V. You can also paste cells copied from a spreadsheet.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => setLog('Paste started…')}
          onClipboardPasteEnd={() => setLog('Paste finished.')}
          hideFooter
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {log}
      </Typography>
    </Box>
  );
}
