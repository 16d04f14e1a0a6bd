import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid';

// Fake server: 120 products, sorted and paginated on request.
interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const CATEGORIES = ['Audio', 'Cables', 'Cameras', 'Laptops', 'Phones', 'Storage'];
const PRODUCTS: Product[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `${CATEGORIES[index % CATEGORIES.length]} item ${String(index + 1).padStart(3, '0')}`,
  category: CATEGORIES[index % CATEGORIES.length],
  price: 10 + ((index * 37) % 490),
  stock: (index * 13) % 80,
}));

async function fetchProducts({ sortModel, start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const rows = [...PRODUCTS];
  const [sortItem] = sortModel;
  if (sortItem) {
    const field = sortItem.field as keyof Product;
    rows.sort((a, b) => {
      const result =
        typeof a[field] === 'number'
          ? Number(a[field]) - Number(b[field])
          : String(a[field]).localeCompare(String(b[field]));
      return sortItem.sort === 'desc' ? -result : result;
    });
  }
  const response: GridGetRowsResponse = {
    rows: rows.slice(Number(start), end + 1),
    rowCount: rows.length,
  };
  return response;
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function ServerSideDataCache() {
  const apiRef = useGridApiRef();
  const [requestCount, setRequestCount] = React.useState(0);
  const [cacheEnabled, setCacheEnabled] = React.useState(true);

  // Entries expire after one minute instead of the default five.
  const cache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 60_000 }), []);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequestCount((count) => count + 1);
        return fetchProducts(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={cacheEnabled}
              onChange={(event) => setCacheEnabled(event.target.checked)}
            />
          }
          label="Cache responses"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.cache.clear()}
        >
          Clear cache
        </Button>
        <Typography variant="body2" aria-live="polite">
          Requests sent to the server: {requestCount}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cacheEnabled ? cache : null}
          disableColumnFilter
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
