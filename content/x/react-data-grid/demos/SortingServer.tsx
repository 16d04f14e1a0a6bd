import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  seatsLeft: number;
}

const serverRows: Flight[] = [
  { id: 1, flight: 'NX 204', destination: 'Oslo', departure: '07:15', seatsLeft: 12 },
  { id: 2, flight: 'NX 318', destination: 'Madrid', departure: '09:40', seatsLeft: 3 },
  { id: 3, flight: 'NX 122', destination: 'Athens', departure: '11:05', seatsLeft: 27 },
  { id: 4, flight: 'NX 450', destination: 'Dublin', departure: '13:30', seatsLeft: 0 },
  { id: 5, flight: 'NX 276', destination: 'Vienna', departure: '16:55', seatsLeft: 9 },
];

// A fake API that sorts on the "server" and answers after a short delay.
function fetchFlights(sortModel: GridSortModel): Promise<Flight[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const [item] = sortModel;
      const sorted = [...serverRows];
      if (item?.sort) {
        const key = item.field as keyof Flight;
        const sign = item.sort === 'asc' ? 1 : -1;
        sorted.sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
      }
      resolve(sorted);
    }, 500);
  });
}

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'departure', headerName: 'Departure', width: 120 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 120 },
];

export default function SortingServer() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Flight[]>([]);
  const [loading, setLoading] = React.useState(true);

  const handleSortModelChange = (newSortModel: GridSortModel) => {
    setSortModel(newSortModel);
    setLoading(true);
  };

  React.useEffect(() => {
    let active = true;
    fetchFlights(sortModel).then((newRows) => {
      if (active) {
        setRows(newRows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
