import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';

const FIRST = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jun'];
const LAST = ['Moreau', 'Okoye', 'Nakamura', 'Silva', 'Kowalski', 'Haddad', 'Larsen', 'Quinn'];

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`,
  memberSince: 2005 + (index % 20),
  visits: (index * 37) % 140,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Member #', type: 'number', width: 110 },
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'memberSince', headerName: 'Since', width: 100 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 100 },
];

const TARGETS: GridRowId[] = [12, 47, 73, 98];

export default function ScrollingToRow() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState<GridRowId | ''>('');

  const goToRow = (id: GridRowId) => {
    const api = apiRef.current;
    if (!api) return;
    // The index among the rows currently displayed, after sorting and filtering.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    if (rowIndex === undefined || rowIndex < 0) return;
    api.scrollToIndexes({ rowIndex });
    api.setRowSelectionModel({ type: 'include', ids: new Set([id]) });
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ pt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="scroll-to-member-label">Go to member</InputLabel>
          <Select
            labelId="scroll-to-member-label"
            label="Go to member"
            value={target}
            onChange={(event) => {
              const id = Number(event.target.value);
              setTarget(id);
              goToRow(id);
            }}
          >
            {TARGETS.map((id) => (
              <MenuItem key={id} value={id}>
                #{id} {rows[Number(id) - 1].name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'visits', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
