import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

const STATUSES = ['Draft', 'Review', 'Published'];

function StatusHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();
  const value = typeof item.value === 'string' ? item.value : '';

  return (
    <TextField
      select
      size="small"
      fullWidth
      label={colDef.headerName}
      value={value}
      onChange={(event) => {
        const newValue = event.target.value;
        if (newValue === '') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: newValue });
        }
      }}
    >
      <MenuItem value="">All</MenuItem>
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

const rows = [
  { id: 1, article: 'Spring planting guide', author: 'Wen Li', status: 'Published', words: 1800 },
  {
    id: 2,
    article: 'Composting in small spaces',
    author: 'Ruth Adler',
    status: 'Review',
    words: 1250,
  },
  { id: 3, article: 'Ten hardy herbs', author: 'Wen Li', status: 'Draft', words: 640 },
  { id: 4, article: 'Watering schedules', author: 'Diego Ramos', status: 'Published', words: 980 },
  { id: 5, article: 'Pruning fruit trees', author: 'Ruth Adler', status: 'Draft', words: 2100 },
  { id: 6, article: 'Balcony tomatoes', author: 'Diego Ramos', status: 'Review', words: 1420 },
];

const columns: GridColDef[] = [
  { field: 'article', headerName: 'Article', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 160,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  {
    field: 'words',
    headerName: 'Words',
    type: 'number',
    width: 110,
    // No filter cell for this column
    renderHeaderFilter: () => null,
  },
];

export default function HeaderFiltersCustomCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
