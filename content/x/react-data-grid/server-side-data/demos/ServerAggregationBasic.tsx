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

// ---------------------------------------------------------------------------
// Fake server: 250 sales. It filters, paginates and aggregates them on request.
// ---------------------------------------------------------------------------

interface Sale {
  id: number;
  customer: string;
  product: string;
  units: number;
  revenue: number;
}

const CUSTOMERS = [
  'Acme Corp',
  'Bluebird Cafe',
  'Cobalt Systems',
  'Delta Dental',
  'Evergreen Farms',
];
const PRICES: Record<string, number> = { Keyboard: 49, Mouse: 25, Headset: 89, Monitor: 229 };

let seed = 3;
function random() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

const SALES: Sale[] = Array.from({ length: 250 }, (_, index) => {
  const product = Object.keys(PRICES)[Math.floor(random() * 4)];
  const units = 1 + Math.floor(random() * 30);
  return {
    id: index + 1,
    customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)],
    product,
    units,
    revenue: units * PRICES[product],
  };
});

// One value per aggregated column, computed over every matching row, not only the page.
function aggregate(rows: Sale[], aggregationModel: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  if (rows.length === 0) {
    return result;
  }
  Object.entries(aggregationModel).forEach(([field, functionName]) => {
    const values = rows.map((row) => Number(row[field as keyof Sale]));
    const sum = values.reduce((total, value) => total + value, 0);
    if (functionName === 'sum') {
      result[field] = sum;
    } else if (functionName === 'avg') {
      result[field] = Math.round((sum / values.length) * 100) / 100;
    } else if (functionName === 'min') {
      result[field] = Math.min(...values);
    } else if (functionName === 'max') {
      result[field] = Math.max(...values);
    } else if (functionName === 'size') {
      result[field] = rows.length;
    }
  });
  return result;
}

async function fetchSales({ filterModel, aggregationModel, start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  // Quick filter only: every word must appear in the customer or the product.
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const matching = SALES.filter((sale) =>
    words.every((word) => `${sale.customer} ${sale.product}`.toLowerCase().includes(word)),
  );
  const response: GridGetRowsResponse = {
    rows: matching.slice(Number(start), end + 1),
    rowCount: matching.length,
    aggregateRow: aggregate(matching, aggregationModel),
  };
  return response;
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchSales,
  // The server puts each aggregated value under the column's field.
  getAggregatedValue: (row, field) => row[field],
};

// The functions the server understands. They have no `apply`: the server computes them.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 150 },
];

export default function ServerAggregationBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        showToolbar
        disableColumnSorting
        disableColumnFilter
        disablePivoting
        pagination
        pageSizeOptions={[10]}
        initialState={{
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
    </Box>
  );
}
