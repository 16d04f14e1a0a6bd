import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
  GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

// ---------------------------------------------------------------------------
// Fake server: 400 orders. It groups and sorts them on request.
// ---------------------------------------------------------------------------

interface Order {
  id: number;
  region: string;
  country: string;
  product: string;
  quantity: number;
}

const COUNTRIES: Record<string, string> = {
  Brazil: 'Americas',
  Canada: 'Americas',
  Mexico: 'Americas',
  France: 'Europe',
  Germany: 'Europe',
  Poland: 'Europe',
  India: 'Asia',
  Japan: 'Asia',
};
const PRODUCTS = ['Desk lamp', 'Monitor arm', 'Standing desk', 'USB-C dock', 'Webcam'];

let seed = 11;
function random() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

const ORDERS: Order[] = Array.from({ length: 400 }, (_, index) => {
  const countries = Object.keys(COUNTRIES);
  const country = countries[Math.floor(random() * countries.length)];
  return {
    id: index + 1,
    region: COUNTRIES[country],
    country,
    product: PRODUCTS[Math.floor(random() * PRODUCTS.length)],
    quantity: 1 + Math.floor(random() * 20),
  };
});

function compareRows(a: GridValidRowModel, b: GridValidRowModel, sortModel: GridSortModel) {
  for (const { field, sort } of sortModel) {
    // The grouping column sorts groups by their key.
    const key = field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD ? 'groupKey' : field;
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    if (result !== 0) {
      return sort === 'desc' ? -result : result;
    }
  }
  return 0;
}

async function fetchOrders(params: GridGetRowsParams) {
  const { groupKeys = [], groupFields = [], sortModel, start, end } = params;
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  // The orders inside the requested group: for each level, the field equals the key.
  const inGroup = ORDERS.filter((order) =>
    groupKeys.every((key, level) => String(order[groupFields[level] as keyof Order]) === key),
  );

  let rows: GridValidRowModel[];
  if (groupKeys.length < groupFields.length) {
    // Not the last level: one group row per value of the next grouped field.
    const field = groupFields[groupKeys.length] as keyof Order;
    const counts = new Map<string, number>();
    inGroup.forEach((order) => {
      const key = String(order[field]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    rows = [...counts.keys()].sort().map((key) => ({
      id: [...groupKeys, key].join('/'), // unique in the whole tree
      groupKey: key,
      childrenCount: counts.get(key) ?? 0,
    }));
  } else {
    // Last level: the orders themselves.
    rows = inGroup;
  }
  rows.sort((a, b) => compareRows(a, b, sortModel));

  // Slice the root level only: the grid asks for rows `start` to `end` of it.
  // Child responses leave `rowCount` out.
  if (groupKeys.length === 0) {
    const response: GridGetRowsResponse = {
      rows: rows.slice(Number(start), end + 1),
      rowCount: rows.length,
    };
    return response;
  }
  return { rows };
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchOrders,
  // Orders have no `groupKey`: for leaf rows the grid falls back to the row id.
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount ?? 0,
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

export default function ServerRowGroupingBasic() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        // Drop the rows of the previous grouping before the new root level arrives.
        onRowGroupingModelChange={() => apiRef.current?.setRows([])}
        disableColumnFilter
        disablePivoting
        initialState={{ rowGrouping: { model: ['region', 'country'] } }}
      />
    </Box>
  );
}
