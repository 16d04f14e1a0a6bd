import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowId,
  gridFilteredSortedRowIdsSelector,
  gridRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 'SH-101',
    destination: 'Rotterdam',
    carrier: 'Nimbus',
    status: 'In transit',
    weight: 18,
  },
  {
    id: 'SH-102',
    destination: 'Lyon',
    carrier: 'Ferro',
    status: 'Delivered',
    weight: 7,
  },
  {
    id: 'SH-103',
    destination: 'Gdańsk',
    carrier: 'Nimbus',
    status: 'Delayed',
    weight: 42,
  },
  {
    id: 'SH-104',
    destination: 'Porto',
    carrier: 'Atlas',
    status: 'In transit',
    weight: 11,
  },
  {
    id: 'SH-105',
    destination: 'Antwerp',
    carrier: 'Ferro',
    status: 'In transit',
    weight: 26,
  },
  {
    id: 'SH-106',
    destination: 'Turin',
    carrier: 'Atlas',
    status: 'Delivered',
    weight: 5,
  },
  {
    id: 'SH-107',
    destination: 'Bergen',
    carrier: 'Nimbus',
    status: 'Delayed',
    weight: 33,
  },
  {
    id: 'SH-108',
    destination: 'Seville',
    carrier: 'Ferro',
    status: 'In transit',
    weight: 14,
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In transit', 'Delayed', 'Delivered'],
    width: 120,
  },
  { field: 'weight', headerName: 'Weight (t)', type: 'number', width: 110 },
];

export default function FilteringSelectorsPanel() {
  const apiRef = useGridApiRef();
  const [matchingIds, setMatchingIds] = React.useState<GridRowId[]>([]);
  const [rowCount, setRowCount] = React.useState(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Read the selectors once now, then each time the grid filters or sorts again.
    const read = () => {
      setMatchingIds(gridFilteredSortedRowIdsSelector(apiRef));
      setRowCount(gridRowCountSelector(apiRef));
    };
    read();
    const unsubscribeFilter = api.subscribeEvent('filteredRowsSet', read);
    const unsubscribeSort = api.subscribeEvent('sortedRowsSet', read);
    return () => {
      unsubscribeFilter();
      unsubscribeSort();
    };
  }, [apiRef]);

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box role="status" sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2">
          {matchingIds.length} of {rowCount} shipments match
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {matchingIds.length > 0 ? matchingIds.join(', ') : 'No ids'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'status', operator: 'is', value: 'In transit' }],
              },
            },
          }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
