import * as React from 'react';
import Box from '@mui/material/Box';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import { DataGrid, GridBaseIconProps, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, runner: 'Aiko', bib: 214, time: '3:12:45' },
  { id: 2, runner: 'Bruno', bib: 87, time: '2:58:10' },
  { id: 3, runner: 'Carmen', bib: 350, time: '3:40:02' },
  { id: 4, runner: 'Dmitri', bib: 12, time: '2:49:37' },
];

const columns: GridColDef[] = [
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 140 },
  { field: 'bib', headerName: 'Bib', type: 'number', width: 100 },
  { field: 'time', headerName: 'Finish time', width: 140 },
];

// Icon slots receive the grid's icon props (GridBaseIconProps). Forward the ones
// the icon needs: `color` is typed as any string there, which Material UI icons don't accept.
function SortedAscendingIcon(props: GridBaseIconProps) {
  return <NorthIcon fontSize={props.fontSize} className={props.className} />;
}

function SortedDescendingIcon(props: GridBaseIconProps) {
  return <SouthIcon fontSize={props.fontSize} className={props.className} />;
}

function ColumnMenuIcon(props: GridBaseIconProps) {
  return <MoreHorizIcon fontSize={props.fontSize} className={props.className} />;
}

// Module-level object: the same slots on every render.
const iconSlots = {
  columnSortedAscendingIcon: SortedAscendingIcon,
  columnSortedDescendingIcon: SortedDescendingIcon,
  columnMenuIcon: ColumnMenuIcon,
};

export default function ComponentsIcons() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
        slots={iconSlots}
      />
    </Box>
  );
}
