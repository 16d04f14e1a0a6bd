import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridSlotProps,
} from '@mui/x-data-grid-pro';

// Fake server: an org chart. Each request returns the direct reports of one manager.
interface Person {
  name: string;
  title: string;
  reports?: Person[];
}

const ORG: Person[] = [
  {
    name: 'Maya Chen',
    title: 'Chief executive officer',
    reports: [
      {
        name: 'Liam Ortiz',
        title: 'Chief technology officer',
        reports: [
          { name: 'Ana Silva', title: 'Engineering manager' },
          { name: 'Kofi Mensah', title: 'Staff engineer' },
        ],
      },
      {
        name: 'Priya Nair',
        title: 'Chief financial officer',
        reports: [{ name: 'Tom Becker', title: 'Accountant' }],
      },
      { name: 'Sara Haddad', title: 'Head of design' },
    ],
  },
];

interface PersonRow {
  id: string;
  path: string[];
  name: string;
  title: string;
  directReports: number;
}

function flatten(people: Person[], parentPath: string[]): PersonRow[] {
  return people.flatMap(({ name, title, reports = [] }) => {
    const path = [...parentPath, name];
    const row = { id: path.join('/'), path, name, title, directReports: reports.length };
    return [row, ...flatten(reports, path)];
  });
}

const PEOPLE = flatten(ORG, []);

async function fetchReports({ groupKeys = [] }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const rows = PEOPLE.filter(
    (person) =>
      person.path.length === groupKeys.length + 1 &&
      groupKeys.every((key, index) => person.path[index] === key),
  );
  return { rows };
}

const dataSource: GridDataSource = {
  getRows: fetchReports,
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.directReports,
};

const columns: GridColDef[] = [{ field: 'title', headerName: 'Title', flex: 1, minWidth: 180 }];

// The spinner shown while a row loads its children has no accessible name in 8.29.3.
function LabeledProgress(props: GridSlotProps['baseCircularProgress']) {
  return <CircularProgress aria-label="Loading" {...props} />;
}

export default function ServerTreeDataExpansion() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        slots={{ baseCircularProgress: LabeledProgress }}
        disableColumnSorting
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
