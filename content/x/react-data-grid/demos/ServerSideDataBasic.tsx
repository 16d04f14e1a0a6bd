import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridLogicOperator,
  GridSortModel,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Fake server: an in-memory table that answers like a real API would.
// ---------------------------------------------------------------------------

interface Order {
  id: number;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  total: number;
  status: string;
}

const CUSTOMERS = [
  'Acme Corp',
  'Bluebird Cafe',
  'Cobalt Systems',
  'Delta Dental',
  'Evergreen Farms',
];
const COUNTRIES = ['Canada', 'France', 'Germany', 'Japan', 'Mexico', 'Spain', 'United States'];
const PRODUCTS: Record<string, number> = {
  'Desk lamp': 39,
  'Ergonomic chair': 329,
  'Monitor arm': 89,
  'Standing desk': 549,
  'USB-C dock': 149,
  Webcam: 69,
};
const STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'];

let seed = 7;
function random() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

const ORDERS: Order[] = Array.from({ length: 300 }, (_, index) => {
  const product = pick(Object.keys(PRODUCTS));
  const quantity = 1 + Math.floor(random() * 20);
  return {
    id: 10001 + index,
    customer: pick(CUSTOMERS),
    country: pick(COUNTRIES),
    product,
    quantity,
    total: quantity * PRODUCTS[product],
    status: pick(STATUSES),
  };
});

const QUICK_FILTER_FIELDS = ['customer', 'country', 'product', 'status'] as const;

// An item without a value (the user has not typed yet) filters nothing.
function isActive({ operator, value }: GridFilterItem) {
  if (operator === 'isEmpty' || operator === 'isNotEmpty') {
    return true;
  }
  return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function matchesItem(row: Order, { field, operator, value }: GridFilterItem) {
  const cell = row[field as keyof Order];
  if (operator === 'isEmpty') {
    return cell === '';
  }
  if (operator === 'isNotEmpty') {
    return cell !== '';
  }
  if (typeof cell === 'number') {
    const target = Number(value);
    switch (operator) {
      case '=':
        return cell === target;
      case '!=':
        return cell !== target;
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      case 'isAnyOf':
        return (value as unknown[]).map(Number).includes(cell);
      default:
        return true;
    }
  }
  const text = cell.toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(search);
    case 'doesNotContain':
      return !text.includes(search);
    case 'equals':
    case 'is':
      return text === search;
    case 'doesNotEqual':
    case 'not':
      return text !== search;
    case 'startsWith':
      return text.startsWith(search);
    case 'endsWith':
      return text.endsWith(search);
    case 'isAnyOf':
      return (value as unknown[]).some((option) => String(option).toLowerCase() === text);
    default:
      return true;
  }
}

function matchesFilter(row: Order, filterModel: GridFilterModel) {
  const items = filterModel.items.filter(isActive);
  const testItem = (item: GridFilterItem) => matchesItem(row, item);
  const itemsPass =
    items.length === 0 ||
    (filterModel.logicOperator === GridLogicOperator.Or
      ? items.some(testItem)
      : items.every(testItem));

  const words = filterModel.quickFilterValues ?? [];
  const testWord = (word: unknown) =>
    QUICK_FILTER_FIELDS.some((field) =>
      row[field].toLowerCase().includes(String(word).toLowerCase()),
    );
  const quickFilterPasses =
    words.length === 0 ||
    (filterModel.quickFilterLogicOperator === GridLogicOperator.Or
      ? words.some(testWord)
      : words.every(testWord));

  return itemsPass && quickFilterPasses;
}

function compareRows(a: Order, b: Order, sortModel: GridSortModel) {
  for (const { field, sort } of sortModel) {
    const x = a[field as keyof Order];
    const y = b[field as keyof Order];
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    if (result !== 0) {
      return sort === 'desc' ? -result : result;
    }
  }
  return 0;
}

async function fetchOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  // Simulate network latency: 300 to 800 ms.
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const matching = ORDERS.filter((row) => matchesFilter(row, params.filterModel));
  matching.sort((a, b) => compareRows(a, b, params.sortModel));
  // `start` and `end` are row indexes; `end` is inclusive.
  const page = matching.slice(Number(params.start), params.end + 1);
  return { rows: page, rowCount: matching.length };
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: (params) => fetchOrders(params),
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  {
    field: 'id',
    headerName: 'Order',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 120,
  },
];

export default function ServerSideDataBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        showToolbar
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
