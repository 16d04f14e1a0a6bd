import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridAggregationModel,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

// Fake server: 120 apartment listings, with two functions of its own:
// `median` for numbers and `distinct` (number of different values) for text.
interface Listing {
  id: number;
  district: string;
  rooms: number;
  rent: number;
}

const DISTRICTS = ['Harbour', 'Old Town', 'Riverside', 'University', 'West End'];
const LISTINGS: Listing[] = Array.from({ length: 120 }, (_, index) => {
  const rooms = 1 + (index % 4);
  return {
    id: index + 1,
    district: DISTRICTS[(index * 3) % DISTRICTS.length],
    rooms,
    rent: 600 + rooms * 250 + ((index * 97) % 400),
  };
});

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function aggregate(rows: Listing[], aggregationModel: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(aggregationModel).forEach(([field, functionName]) => {
    const values = rows.map((row) => row[field as keyof Listing]);
    if (functionName === 'median' && values.length > 0) {
      result[field] = median(values.map(Number));
    } else if (functionName === 'distinct') {
      result[field] = new Set(values).size;
    }
  });
  return result;
}

async function fetchListings({ aggregationModel, start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const response: GridGetRowsResponse = {
    rows: LISTINGS.slice(Number(start), end + 1),
    rowCount: LISTINGS.length,
    aggregateRow: aggregate(LISTINGS, aggregationModel),
  };
  return response;
}

const dataSource: GridDataSource = {
  getRows: fetchListings,
  getAggregatedValue: (row, field) => row[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  median: { label: 'median', columnTypes: ['number'] },
  distinct: { label: 'distinct', columnTypes: ['string'] },
};

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Listing', type: 'number', width: 100, aggregable: false },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 140 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 130 },
  { field: 'rent', headerName: 'Rent ($/month)', type: 'number', width: 170 },
];

export default function ServerAggregationFunctions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        disableColumnSorting
        disableColumnFilter
        disablePivoting
        pagination
        pageSizeOptions={[10]}
        initialState={{
          aggregation: { model: { district: 'distinct', rent: 'median' } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
    </Box>
  );
}
