import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, element: 'Hydrogen', symbol: 'H', mass: 1.008 },
  { id: 2, element: 'Helium', symbol: 'He', mass: 4.0026 },
  { id: 3, element: 'Lithium', symbol: 'Li', mass: 6.94 },
  { id: 4, element: 'Beryllium', symbol: 'Be', mass: 9.0122 },
  { id: 5, element: 'Boron', symbol: 'B', mass: 10.81 },
];

const columns: GridColDef[] = [
  { field: 'element', headerName: 'Element', flex: 1, minWidth: 140 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'mass', headerName: 'Atomic mass', type: 'number', width: 140 },
];

function LastClickFooter() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Click a cell.');

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setMessage(
      `Last click: ${params.colDef.headerName} of row ${params.id} is ${params.formattedValue}`,
    );
  };

  // Subscribes on mount and unsubscribes on unmount.
  useGridEvent(apiRef, 'cellClick', handleCellClick);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        {message}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EventsUseGridEvent() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: LastClickFooter }} />
    </Box>
  );
}
