import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    fuel: 'Petrol',
    mileage: 48200,
    price: 15400,
  },
  {
    id: 2,
    make: 'Honda',
    model: 'Civic',
    year: 2021,
    fuel: 'Petrol',
    mileage: 21900,
    price: 21800,
  },
  {
    id: 3,
    make: 'Tesla',
    model: 'Model 3',
    year: 2022,
    fuel: 'Electric',
    mileage: 30500,
    price: 31900,
  },
  { id: 4, make: 'Ford', model: 'Focus', year: 2017, fuel: 'Diesel', mileage: 89100, price: 9800 },
  { id: 5, make: 'Kia', model: 'Niro', year: 2020, fuel: 'Hybrid', mileage: 40400, price: 19900 },
  {
    id: 6,
    make: 'Volkswagen',
    model: 'Golf',
    year: 2018,
    fuel: 'Diesel',
    mileage: 67300,
    price: 13600,
  },
  {
    id: 7,
    make: 'Hyundai',
    model: 'Kona',
    year: 2021,
    fuel: 'Electric',
    mileage: 18800,
    price: 24500,
  },
  {
    id: 8,
    make: 'Toyota',
    model: 'Prius',
    year: 2016,
    fuel: 'Hybrid',
    mileage: 112000,
    price: 11200,
  },
];

const columns: GridColDef[] = [
  { field: 'make', headerName: 'Make', width: 120 },
  { field: 'model', headerName: 'Model', width: 110 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    width: 110,
  },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
];

export default function MultiFiltersBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'price', operator: '>=', value: 12000 },
                { id: 2, field: 'price', operator: '<=', value: 25000 },
                { id: 3, field: 'fuel', operator: 'not', value: 'Diesel' },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
