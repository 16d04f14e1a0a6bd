import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

// URL format: ?filter=<JSON of [field, operator, value]>&q=<quick filter words>
function filterModelToSearch(model: GridFilterModel): string {
  const params = new URLSearchParams();
  const items = model.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .map((item) => [item.field, item.operator, item.value]);
  if (items.length > 0) {
    params.set('filter', JSON.stringify(items));
  }
  const words = model.quickFilterValues?.filter((word) => word !== '') ?? [];
  if (words.length > 0) {
    params.set('q', words.join(' '));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function searchToFilterModel(search: string): GridFilterModel {
  const params = new URLSearchParams(search);
  let items: GridFilterItem[] = [];
  try {
    const parsed: unknown = JSON.parse(params.get('filter') ?? '[]');
    if (Array.isArray(parsed)) {
      items = parsed
        .filter((entry): entry is [string, string, unknown] => Array.isArray(entry))
        .map(([field, operator, value], index) => ({ id: index, field, operator, value }));
    }
  } catch {
    // Ignore a malformed parameter
  }
  const quickFilterValues = (params.get('q') ?? '').split(' ').filter((word) => word !== '');
  return { items, quickFilterValues };
}

const rows = [
  { id: 1, city: 'Reykjavík', country: 'Iceland', avgTempC: 5, rainyDays: 148 },
  { id: 2, city: 'Seville', country: 'Spain', avgTempC: 19, rainyDays: 52 },
  { id: 3, city: 'Bergen', country: 'Norway', avgTempC: 8, rainyDays: 231 },
  { id: 4, city: 'Valletta', country: 'Malta', avgTempC: 19, rainyDays: 56 },
  { id: 5, city: 'Edinburgh', country: 'United Kingdom', avgTempC: 9, rainyDays: 160 },
  { id: 6, city: 'Athens', country: 'Greece', avgTempC: 18, rainyDays: 50 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'avgTempC', headerName: 'Avg. temp (°C)', type: 'number', width: 140 },
  { field: 'rainyDays', headerName: 'Rainy days', type: 'number', width: 120 },
];

export default function FilteringRecipesUrl() {
  // In an app, read the address once on mount: searchToFilterModel(window.location.search).
  // The demo starts from a fixed link instead of the address of this page.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(() =>
    searchToFilterModel('?filter=%5B%5B%22avgTempC%22%2C%22%3E%3D%22%2C15%5D%5D'),
  );
  const search = filterModelToSearch(filterModel);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label="Shareable link"
        size="small"
        value={`https://example.com/climate${search}`}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
