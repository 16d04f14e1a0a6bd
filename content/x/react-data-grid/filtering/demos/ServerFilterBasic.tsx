import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

type Customer = { id: number; name: string; country: string; plan: string; seats: number };

const NAMES = [
  'Acme',
  'Birch',
  'Cobalt',
  'Delta',
  'Ember',
  'Fable',
  'Garnet',
  'Harbor',
  'Iris',
  'Juniper',
];
const SUFFIXES = ['Labs', 'Foods', 'Studio', 'Logistics'];
const COUNTRIES = ['Canada', 'Chile', 'France', 'Japan', 'Kenya'];
const PLANS = ['Free', 'Team', 'Business'];

// The "database" of the fake server: 40 customers.
const DATABASE: Customer[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} ${SUFFIXES[index % SUFFIXES.length]}`,
  country: COUNTRIES[(index * 3) % COUNTRIES.length],
  plan: PLANS[(index * 7) % PLANS.length],
  seats: ((index * 37) % 95) + 1,
}));

// The operators the fake server knows. The columns below offer only these.
function matches(row: Customer, item: GridFilterModel['items'][number]): boolean {
  const cell = row[item.field as keyof Customer];
  const { value } = item;
  if (value === undefined || value === null || value === '') {
    return true; // incomplete item: ignored, like the grid does
  }
  switch (item.operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(value).toLowerCase());
    case 'startsWith':
      return String(cell).toLowerCase().startsWith(String(value).toLowerCase());
    case 'is':
      return cell === value;
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      return true;
  }
}

function fetchCustomers(filterModel: GridFilterModel): Promise<Customer[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(DATABASE.filter((row) => filterModel.items.every((item) => matches(row, item))));
    }, 700);
  });
}

const columns: GridColDef[] = [
  {
    field: 'name',
    headerName: 'Customer',
    flex: 1,
    minWidth: 160,
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'startsWith'].includes(operator.value),
    ),
  },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: COUNTRIES,
    width: 130,
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: PLANS,
    width: 120,
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 100,
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['>', '<'].includes(operator.value),
    ),
  },
];

const INITIAL_MODEL: GridFilterModel = {
  items: [{ field: 'plan', operator: 'is', value: 'Business' }],
};

export default function ServerFilterBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(INITIAL_MODEL);
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);
  const latestRequest = React.useRef(0);

  const runQuery = React.useCallback((model: GridFilterModel) => {
    latestRequest.current += 1;
    const requestId = latestRequest.current;
    fetchCustomers(model).then((result) => {
      // Ignore the answer if a newer request started in the meantime
      if (requestId === latestRequest.current) {
        setRows(result);
        setLoading(false);
      }
    });
  }, []);

  // First load
  React.useEffect(() => {
    runQuery(INITIAL_MODEL);
  }, [runQuery]);

  const handleFilterModelChange = (newModel: GridFilterModel) => {
    setFilterModel(newModel);
    setLoading(true);
    runQuery(newModel);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        loading={loading}
        filterDebounceMs={400}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
