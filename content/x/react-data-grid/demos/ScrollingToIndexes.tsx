import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  ...MONTHS.map((month) => ({
    field: month.toLowerCase(),
    headerName: month,
    type: 'number' as const,
    width: 100,
  })),
];

const rows = Array.from({ length: 100 }, (_, index) => {
  const row: Record<string, string | number> = { id: index + 1, store: `Store ${index + 1}` };
  MONTHS.forEach((month, monthIndex) => {
    row[month.toLowerCase()] = 1000 + ((index * 31 + monthIndex * 17) % 900);
  });
  return row;
});

export default function ScrollingToIndexes() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState('59');
  const [colIndex, setColIndex] = React.useState('10');

  const scrollAndFocus = () => {
    const api = apiRef.current;
    if (!api) return;
    const target = { rowIndex: Number(rowIndex), colIndex: Number(colIndex) };
    api.scrollToIndexes(target);
    // Scrolling does not move the focus; do it yourself if keyboard users should land there.
    // rowIndex counts the rows after sorting and filtering, like this selector.
    const id = gridExpandedSortedRowIdsSelector(apiRef)[target.rowIndex];
    const column = api.getVisibleColumns()[target.colIndex];
    if (id != null && column) {
      api.setCellFocus(id, column.field);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 1 }}
      >
        <TextField
          size="small"
          type="number"
          label="rowIndex"
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: rows.length - 1 } }}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          type="number"
          label="colIndex"
          value={colIndex}
          onChange={(event) => setColIndex(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: columns.length - 1 } }}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" size="small" onClick={scrollAndFocus}>
          Scroll to cell
        </Button>
        <Button
          variant="text"
          size="small"
          onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}
        >
          Back to top
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
