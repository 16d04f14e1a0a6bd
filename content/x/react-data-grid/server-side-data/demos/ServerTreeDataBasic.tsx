import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake server: a shared drive. A number is a file size in KB, an object is a folder.
// ---------------------------------------------------------------------------

type Folder = { [name: string]: number | Folder };

const DRIVE: Folder = {
  Design: { 'Brand guide.pdf': 2400, Logos: { 'logo.svg': 12, 'logo-dark.svg': 13 } },
  Engineering: {
    'Architecture.md': 18,
    Releases: { 'v1.0 notes.md': 6, 'v1.1 notes.md': 7, 'v2.0 notes.md': 9 },
    'Roadmap.xlsx': 140,
  },
  Finance: { '2024 budget.xlsx': 310, Invoices: { 'INV-1042.pdf': 88, 'INV-1043.pdf': 91 } },
  'Human resources': { 'Handbook.pdf': 1200, 'Holidays.pdf': 45 },
  Legal: { 'NDA template.docx': 64 },
  Marketing: { Campaigns: { 'Spring launch.pptx': 5400 }, 'Press kit.zip': 20400 },
  Sales: { 'Leads.csv': 720, 'Pricing.pdf': 230 },
  'Welcome.txt': 2,
};

interface DriveItem {
  id: string;
  path: string[];
  name: string;
  kind: string;
  size: number;
  childCount: number;
}

// Flatten the nested object into one row per file or folder.
function flatten(folder: Folder, parentPath: string[]): DriveItem[] {
  return Object.entries(folder).flatMap(([name, content]) => {
    const path = [...parentPath, name];
    if (typeof content === 'number') {
      const kind = name.split('.').pop()!.toUpperCase();
      return [{ id: path.join('/'), path, name, kind, size: content, childCount: 0 }];
    }
    const descendants = flatten(content, path);
    const size = descendants.reduce(
      (sum, item) => sum + (item.kind === 'Folder' ? 0 : item.size),
      0,
    );
    const childCount = Object.keys(content).length;
    return [{ id: path.join('/'), path, name, kind: 'Folder', size, childCount }, ...descendants];
  });
}

const ITEMS = flatten(DRIVE, []);

function compareItems(a: DriveItem, b: DriveItem, sortModel: GridSortModel) {
  for (const { field, sort } of sortModel) {
    // The tree column shows the group key, which is the name.
    const key = (field === GRID_TREE_DATA_GROUPING_FIELD ? 'name' : field) as keyof DriveItem;
    const result =
      typeof a[key] === 'number'
        ? Number(a[key]) - Number(b[key])
        : String(a[key]).localeCompare(String(b[key]));
    if (result !== 0) {
      return sort === 'desc' ? -result : result;
    }
  }
  return 0;
}

async function fetchDriveItems({ groupKeys = [], sortModel, start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  // `groupKeys` is the path of the parent row: [] for the root, ['Design', 'Logos'] for a subfolder.
  const children = ITEMS.filter(
    (item) =>
      item.path.length === groupKeys.length + 1 &&
      groupKeys.every((key, index) => item.path[index] === key),
  );
  children.sort((a, b) => compareItems(a, b, sortModel));
  // Paginate the root level only. A child response has no `rowCount`:
  // the grid would use it as the total of the root level.
  if (groupKeys.length === 0) {
    const response: GridGetRowsResponse = {
      rows: children.slice(Number(start), end + 1),
      rowCount: children.length,
    };
    return response;
  }
  return { rows: children };
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchDriveItems,
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childCount,
};

const columns: GridColDef[] = [
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value >= 1000 ? `${(value / 1000).toFixed(1)} MB` : `${value} KB`,
  },
];

export default function ServerTreeDataBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 240 }}
        disableColumnFilter
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
