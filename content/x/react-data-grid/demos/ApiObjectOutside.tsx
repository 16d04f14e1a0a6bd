import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  gridExpandedRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Iris Novak', team: 'Design', salary: 64000 },
  { id: 2, name: 'Kwame Mensah', team: 'Engineering', salary: 82000 },
  { id: 3, name: 'Sofia Rossi', team: 'Sales', salary: 58000 },
  { id: 4, name: 'Hiro Tanaka', team: 'Engineering', salary: 91000 },
  { id: 5, name: 'Leila Haddad', team: 'Support', salary: 47000 },
  { id: 6, name: 'Mateo Díaz', team: 'Engineering', salary: 76000 },
  { id: 7, name: 'Anna Berg', team: 'Design', salary: 69000 },
  { id: 8, name: 'Samir Khan', team: 'Sales', salary: 61000 },
  { id: 9, name: 'Zoe Clarke', team: 'Support', salary: 45000 },
  { id: 10, name: 'Tomasz Wójcik', team: 'Engineering', salary: 88000 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function ApiObjectOutside() {
  const apiRef = useGridApiRef();

  // apiRef.current is null until the grid has mounted: use optional chaining in handlers.
  const showEngineers = () => {
    apiRef.current?.setFilterModel({
      items: [{ field: 'team', operator: 'equals', value: 'Engineering' }],
    });
  };

  const sortBySalary = () => {
    apiRef.current?.sortColumn('salary', 'desc');
  };

  const goToLastRow = () => {
    const api = apiRef.current;
    if (api) {
      // The index counts the rows left after filtering, in their sorted order.
      const lastIndex = gridExpandedRowCountSelector(apiRef) - 1;
      api.scrollToIndexes({ rowIndex: lastIndex });
    }
  };

  const reset = () => {
    apiRef.current?.setFilterModel({ items: [] });
    apiRef.current?.setSortModel([]);
    apiRef.current?.scrollToIndexes({ rowIndex: 0 });
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={showEngineers}>
          Show engineers
        </Button>
        <Button size="small" variant="outlined" onClick={sortBySalary}>
          Sort by salary
        </Button>
        <Button size="small" variant="outlined" onClick={goToLastRow}>
          Scroll to last row
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
