import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCellItem, GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  code: string;
  seats: number;
  departure: Date;
  boarding: Date;
  international: boolean;
  cabin: string;
}

const initialRows: Flight[] = [
  {
    id: 1,
    code: 'TP 1352',
    seats: 174,
    departure: new Date(2025, 5, 2),
    boarding: new Date(2025, 5, 2, 7, 40),
    international: true,
    cabin: 'Economy',
  },
  {
    id: 2,
    code: 'LH 2010',
    seats: 138,
    departure: new Date(2025, 5, 3),
    boarding: new Date(2025, 5, 3, 12, 5),
    international: false,
    cabin: 'Business',
  },
  {
    id: 3,
    code: 'SK 1470',
    seats: 180,
    departure: new Date(2025, 5, 4),
    boarding: new Date(2025, 5, 4, 16, 30),
    international: true,
    cabin: 'Premium',
  },
  {
    id: 4,
    code: 'AF 1024',
    seats: 150,
    departure: new Date(2025, 5, 5),
    boarding: new Date(2025, 5, 5, 9, 15),
    international: true,
    cabin: 'Economy',
  },
];

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'code', headerName: 'Flight', type: 'string', width: 100 },
      { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
      { field: 'departure', headerName: 'Date', type: 'date', width: 120 },
      { field: 'boarding', headerName: 'Boarding', type: 'dateTime', width: 190 },
      { field: 'international', headerName: 'International', type: 'boolean', width: 120 },
      {
        field: 'cabin',
        headerName: 'Cabin',
        type: 'singleSelect',
        valueOptions: ['Economy', 'Premium', 'Business'],
        width: 120,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${params.row.code}`}
            onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
