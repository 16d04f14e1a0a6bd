import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridRenderCellParams,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, product: 'Apples', category: 'Fruit', stock: 120 },
  { id: 2, product: 'Sourdough loaf', category: 'Bakery', stock: 18 },
  { id: 3, product: 'Greek yogurt', category: 'Dairy', stock: 64 },
  { id: 4, product: 'Bananas', category: 'Fruit', stock: 90 },
  { id: 5, product: 'Carrots', category: 'Vegetables', stock: 75 },
  { id: 6, product: 'Croissants', category: 'Bakery', stock: 32 },
  { id: 7, product: 'Cheddar', category: 'Dairy', stock: 27 },
  { id: 8, product: 'Spinach', category: 'Vegetables', stock: 40 },
  { id: 9, product: 'Pears', category: 'Fruit', stock: 55 },
  { id: 10, product: 'Butter', category: 'Dairy', stock: 48 },
  { id: 11, product: 'Leeks', category: 'Vegetables', stock: 22 },
  { id: 12, product: 'Bagels', category: 'Bakery', stock: 36 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

function CategoryCell(props: GridRenderCellParams) {
  const { id, rowNode, formattedValue } = props;
  const apiRef = useGridApiContext();
  // Counts only the rows that pass the current filters.
  const counts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);

  if (rowNode.type !== 'group') {
    // Leaf rows: `leafField` makes the cell value the product name.
    return <Box sx={{ pl: 5 }}>{formattedValue}</Box>;
  }

  const label = String(rowNode.groupingKey);
  const expanded = !!rowNode.childrenExpanded;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !expanded);
        }}
      >
        {expanded ? (
          <KeyboardArrowDownIcon fontSize="small" />
        ) : (
          <KeyboardArrowRightIcon fontSize="small" />
        )}
      </IconButton>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Chip size="small" label={`${counts[id] ?? 0} products`} />
    </Box>
  );
}

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Category / product',
  width: 260,
  leafField: 'product',
  renderCell: (params) => <CategoryCell {...params} />,
};

export default function RowGroupingCustomCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Fruit'}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: {
            columnVisibilityModel: { product: false, category: false },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
