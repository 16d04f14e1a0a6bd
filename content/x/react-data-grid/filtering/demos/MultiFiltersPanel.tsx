import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridLogicOperator,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, city: 'Valencia', country: 'Spain', population: 807000, coastal: true },
  { id: 2, city: 'Lyon', country: 'France', population: 522000, coastal: false },
  { id: 3, city: 'Gdańsk', country: 'Poland', population: 486000, coastal: true },
  { id: 4, city: 'Porto', country: 'Portugal', population: 232000, coastal: true },
  { id: 5, city: 'Munich', country: 'Germany', population: 1512000, coastal: false },
  { id: 6, city: 'Bergen', country: 'Norway', population: 291000, coastal: true },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'coastal', headerName: 'Coastal', type: 'boolean', width: 100 },
];

// In the column select of each row, hide columns that another row already filters.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  return allColumns
    .filter((column) => column.field === field || !usedFields.includes(column.field))
    .map((column) => column.field);
};

// "Add filter" picks the first column without a filter, or adds nothing.
const getColumnForNewFilter = ({
  currentFilters,
  columns: allColumns,
}: GetColumnForNewFilterArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  const column = allColumns.find(
    (colDef) => colDef.filterable && !usedFields.includes(colDef.field),
  );
  return column ? column.field : null;
};

export default function MultiFiltersPanel() {
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
              items: [{ id: 1, field: 'coastal', operator: 'is', value: 'true' }],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            getColumnForNewFilter,
            filterFormProps: { filterColumns },
          },
        }}
      />
    </Box>
  );
}
