import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridColumnLookupSelector,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Ridge Loop', region: 'North', length: 12.4, climb: 640 },
  { id: 2, trail: 'Alder Creek', region: 'East', length: 6.1, climb: 210 },
  { id: 3, trail: 'Falcon Crest', region: 'North', length: 18.9, climb: 1120 },
  { id: 4, trail: 'Meadow Walk', region: 'South', length: 3.5, climb: 40 },
  { id: 5, trail: 'Cedar Pass', region: 'West', length: 9.8, climb: 530 },
  { id: 6, trail: 'Lakeshore', region: 'East', length: 7.2, climb: 90 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 110 },
];

function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedEntries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  let summary = 'Not sorted: rows keep the order of the rows prop.';
  const [item] = sortModel;
  if (item?.sort) {
    const column = columnLookup[item.field];
    const isNumber = column?.type === 'number';
    const direction =
      item.sort === 'asc'
        ? isNumber
          ? 'lowest first'
          : 'A to Z'
        : isNumber
          ? 'highest first'
          : 'Z to A';
    summary = `Sorted by ${column?.headerName ?? item.field}, ${direction}. Top row: ${sortedEntries[0]?.model.trail}.`;
  }

  return (
    <GridFooterContainer>
      <Typography variant="body2" role="status" sx={{ px: 2 }}>
        {summary}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SortingSelectorsFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'climb', sort: 'desc' }] },
        }}
        slots={{ footer: SortSummaryFooter }}
      />
    </Box>
  );
}
