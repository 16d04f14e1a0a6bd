import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridPivotModel,
  GridSortModel,
} from '@mui/x-data-grid-premium';

// ---------------------------------------------------------------------------
// Fake server: 96 sales records in memory. It groups, pivots and aggregates them.
// ---------------------------------------------------------------------------

interface Sale {
  id: number;
  region: string;
  product: string;
  year: string;
  quarter: string;
  units: number;
  revenue: number;
}

type Row = Record<string, string | number>;

// The shape of `pivotColumns` in the response: one node per column group.
interface PivotColumn {
  key: string;
  group: string;
  children?: PivotColumn[];
}

const REGIONS = ['Americas', 'Asia', 'Europe', 'Oceania'];
const PRICES: Record<string, number> = { Chair: 120, Desk: 340, Lamp: 45 };
const SALES: Sale[] = [];
REGIONS.forEach((region, r) => {
  Object.keys(PRICES).forEach((product, p) => {
    ['2024', '2025'].forEach((year, y) => {
      ['Q1', 'Q2', 'Q3', 'Q4'].forEach((quarter, q) => {
        const units = 10 + ((r * 7 + p * 5 + y * 11 + q * 3) % 23);
        SALES.push({
          id: SALES.length + 1,
          region,
          product,
          year,
          quarter,
          units,
          revenue: units * PRICES[product],
        });
      });
    });
  });
});

// The name of a generated column: the path of column keys, then the value field.
// The grid and the server must agree on it (see `pivotingColDef` below).
function pivotField(path: string[], field: string) {
  return [...path, field].join('|');
}

function aggregate(records: Sale[], field: string, aggFunc: string) {
  const values = records.map((record) => Number(record[field as keyof Sale]));
  if (aggFunc === 'size') {
    return values.length;
  }
  if (values.length === 0) {
    return 0;
  }
  if (aggFunc === 'min') {
    return Math.min(...values);
  }
  if (aggFunc === 'max') {
    return Math.max(...values);
  }
  const sum = values.reduce((total, value) => total + value, 0);
  return aggFunc === 'avg' ? Math.round(sum / values.length) : sum;
}

// Distinct values of the column fields, as a tree of column groups.
function buildPivotColumns(records: Sale[], columns: GridPivotModel['columns']): PivotColumn[] {
  if (columns.length === 0) {
    return [];
  }
  const [{ field, sort }, ...rest] = columns;
  const keys = Array.from(new Set(records.map((record) => String(record[field as keyof Sale]))));
  keys.sort((a, b) => (sort === 'desc' ? b.localeCompare(a) : a.localeCompare(b)));
  return keys.map((key) => ({
    key,
    group: key,
    children:
      rest.length > 0
        ? buildPivotColumns(
            records.filter((record) => String(record[field as keyof Sale]) === key),
            rest,
          )
        : undefined,
  }));
}

// Every path from the root to a leaf of the column tree, such as ['2024', 'Q1'].
function leafPaths(nodes: PivotColumn[], prefix: string[] = []): string[][] {
  if (nodes.length === 0) {
    return [prefix];
  }
  return nodes.flatMap((node) => leafPaths(node.children ?? [], [...prefix, node.key]));
}

// One value per (column path, value field), stored under the generated field name.
function pivotValues(
  records: Sale[],
  pivotModel: Pick<GridPivotModel, 'columns' | 'values'>,
  paths: string[][],
) {
  const result: Row = {};
  paths.forEach((path) => {
    const inColumn = records.filter((record) =>
      path.every(
        (key, level) => String(record[pivotModel.columns[level].field as keyof Sale]) === key,
      ),
    );
    pivotModel.values.forEach(({ field, aggFunc }) => {
      result[pivotField(path, field)] = aggregate(inColumn, field, aggFunc);
    });
  });
  return result;
}

function sortRows(rows: Row[], sortModel: GridSortModel) {
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const key = field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD ? 'groupKey' : field;
      const x = a[key];
      const y = b[key];
      const result =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (result !== 0) {
        return sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
}

async function fetchSales(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  const { pivotModel, groupKeys = [], sortModel, filterModel } = params;

  // Quick filter: every word must appear in the record's text fields.
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const matching = SALES.filter((record) =>
    words.every((word) =>
      [record.region, record.product, record.year, record.quarter]
        .join(' ')
        .toLowerCase()
        .includes(word),
    ),
  );

  if (!pivotModel) {
    // Pivoting is off: return the plain records.
    const rows = sortRows(matching as unknown as Row[], sortModel);
    return { rows: rows.slice(Number(params.start), params.end + 1), rowCount: rows.length };
  }

  const rowFields = pivotModel.rows.map((row) => row.field);
  const pivotColumns = buildPivotColumns(matching, pivotModel.columns);
  const paths = leafPaths(pivotColumns);

  // The records inside the group being expanded (all records at the top level).
  const inGroup = matching.filter((record) =>
    groupKeys.every((key, level) => String(record[rowFields[level] as keyof Sale]) === key),
  );

  let rows: Row[];
  if (rowFields.length === 0) {
    rows = [{ id: 'all', ...pivotValues(inGroup, pivotModel, paths) }];
  } else {
    // One group row per distinct value of the next row field.
    const field = rowFields[groupKeys.length] as keyof Sale;
    const keys = Array.from(new Set(inGroup.map((record) => String(record[field]))));
    rows = keys.map((key) => {
      const children = inGroup.filter((record) => String(record[field]) === key);
      const isLastLevel = groupKeys.length === rowFields.length - 1;
      return {
        id: [...groupKeys, key].join('/'),
        groupKey: key,
        // A positive count makes the row a group. The grid never expands the last level.
        childrenCount: isLastLevel
          ? children.length
          : new Set(children.map((record) => record[rowFields[groupKeys.length + 1] as keyof Sale]))
              .size,
        ...pivotValues(children, pivotModel, paths),
      };
    });
  }

  return {
    rows: sortRows(rows, sortModel),
    rowCount: groupKeys.length === 0 ? rows.length : undefined,
    pivotColumns,
    aggregateRow: groupKeys.length === 0 ? pivotValues(matching, pivotModel, paths) : undefined,
  };
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchSales,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount ?? 0,
  getAggregatedValue: (row, field) => row[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

// Names each generated column like the server does.
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  field: pivotField(columnGroupPath, field),
});

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

const initialPivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'year' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function ServerPivotingBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { enabled: true, model: initialPivotModel } }}
        disableColumnFilter
        showToolbar
      />
    </Box>
  );
}
