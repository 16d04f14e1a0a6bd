import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const citiesByCountry: Record<string, string[]> = {
  France: ['Paris', 'Lyon', 'Marseille'],
  Japan: ['Tokyo', 'Osaka', 'Sapporo'],
  Brazil: ['São Paulo', 'Rio de Janeiro', 'Curitiba'],
  Canada: ['Toronto', 'Vancouver', 'Montréal'],
};
const countries = Object.keys(citiesByCountry);

const rows: Office[] = [
  { id: 1, team: 'Design', country: 'France', city: 'Lyon' },
  { id: 2, team: 'Support', country: 'Japan', city: 'Osaka' },
  { id: 3, team: 'Sales', country: 'Brazil', city: 'São Paulo' },
  { id: 4, team: 'Engineering', country: 'Canada', city: 'Vancouver' },
];

function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const apiRef = useGridApiContext();

  // When the country changes, clear the city: its old value belongs to another country.
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 150, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: countries,
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Office, string>) => (
      <CountryEditCell {...params} />
    ),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 170,
    editable: true,
    // In row editing, `row` holds the values being edited, so the list follows the new country.
    // Without a row (for example in the filter panel), list every city.
    valueOptions: ({ row }) =>
      row ? (citiesByCountry[row.country] ?? []) : Object.values(citiesByCountry).flat(),
    // A row without a city cannot be saved.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !params.props.value,
    }),
  },
];

export default function RecipesEditingDependentFields() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{ '& .MuiDataGrid-cell--editing .Mui-error': { color: 'error.main' } }}
      />
    </Box>
  );
}
