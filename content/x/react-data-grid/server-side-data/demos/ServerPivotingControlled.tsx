import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
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

async function fetchSales(
  params: GridGetRowsParams,
  log: (text: string) => void,
): Promise<GridGetRowsResponse> {
  // Show what the grid asked for.
  log(
    params.pivotModel
      ? `pivotModel: rows [${params.pivotModel.rows.map((row) => row.field)}], columns [${params.pivotModel.columns.map((column) => column.field)}], values [${params.pivotModel.values.map(({ field, aggFunc }) => `${aggFunc}(${field})`)}]; groupKeys [${params.groupKeys ?? []}]`
      : `no pivotModel: plain rows ${params.start}–${params.end}`,
  );
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

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

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

const LAYOUTS: Record<string, GridPivotModel> = {
  'Revenue by product and quarter': {
    rows: [{ field: 'product' }],
    columns: [{ field: 'quarter' }],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  },
  'Units by region, product and year': {
    rows: [{ field: 'region' }, { field: 'product' }],
    columns: [{ field: 'year', sort: 'desc' }],
    values: [{ field: 'units', aggFunc: 'sum' }],
  },
  'Average units by year and quarter': {
    rows: [{ field: 'region' }],
    columns: [{ field: 'year' }, { field: 'quarter' }],
    values: [{ field: 'units', aggFunc: 'avg' }],
  },
};

export default function ServerPivotingControlled() {
  const selectId = React.useId();
  const [layout, setLayout] = React.useState('Revenue by product and quarter');
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(LAYOUTS[layout]);
  const [pivotActive, setPivotActive] = React.useState(true);
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchSales(params, setLastRequest),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 460, width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControl size="small" sx={{ width: 280, maxWidth: '100%' }}>
          <InputLabel id={selectId}>Layout</InputLabel>
          <Select
            labelId={selectId}
            label="Layout"
            value={layout}
            onChange={(event) => {
              setLayout(event.target.value);
              setPivotModel(LAYOUTS[event.target.value]);
            }}
          >
            {Object.keys(LAYOUTS).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot"
        />
      </Stack>
      <Typography variant="caption" noWrap title={lastRequest}>
        Last request: {lastRequest || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          pivotingColDef={pivotingColDef}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          disableColumnFilter
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
