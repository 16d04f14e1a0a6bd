import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, item: 'Desk lamp', category: 'Lighting', price: 39, inStock: true },
  { id: 2, item: 'Standing desk', category: 'Furniture', price: 449, inStock: false },
  { id: 3, item: 'Monitor arm', category: 'Accessories', price: 89, inStock: true },
  { id: 4, item: 'Floor lamp', category: 'Lighting', price: 129, inStock: true },
  { id: 5, item: 'Office chair', category: 'Furniture', price: 299, inStock: true },
  { id: 6, item: 'Cable tray', category: 'Accessories', price: 25, inStock: false },
  { id: 7, item: 'Bookshelf', category: 'Furniture', price: 179, inStock: false },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

export default function MultiFiltersApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 'in-stock',
              field: 'inStock',
              operator: 'is',
              value: true,
            })
          }
        >
          Add: in stock
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 'under-100',
              field: 'price',
              operator: '<',
              value: 100,
            })
          }
        >
          Add: price under 100
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.deleteFilterItem({ id: 'under-100', field: 'price', operator: '<' })
          }
        >
          Remove price filter
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setFilterLogicOperator(GridLogicOperator.Or)}
        >
          Match any
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setFilterLogicOperator(GridLogicOperator.And)}
        >
          Match all
        </Button>
      </Box>
      <Typography variant="body2" role="status">
        {model.items.length} filter(s), logic operator: {model.logicOperator ?? 'and'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onFilterModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
