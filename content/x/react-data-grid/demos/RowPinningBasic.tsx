import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  flight: string;
  destination: string;
  status: string;
}

const rows: Flight[] = Array.from({ length: 15 }, (_, index) => ({
  id: `F${index + 1}`,
  flight: `XY${200 + index * 7}`,
  destination: ['Oslo', 'Madrid', 'Vienna', 'Dublin', 'Prague'][index % 5],
  status: index % 4 === 0 ? 'Delayed' : 'On time',
}));

const pinnedRows: GridPinnedRowsProp<Flight> = {
  top: [{ id: 'next', flight: 'XY101', destination: 'Berlin', status: 'Boarding' }],
  bottom: [{ id: 'last', flight: 'XY999', destination: 'Rome', status: 'Last departure' }],
};

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function RowPinningBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
