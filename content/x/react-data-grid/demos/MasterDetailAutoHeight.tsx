import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface Order {
  id: string;
  customer: string;
  items: { name: string; quantity: number }[];
}

const rows: Order[] = [
  { id: 'ORD-1', customer: 'Harbor Books', items: [{ name: 'Shelf labels', quantity: 200 }] },
  {
    id: 'ORD-2',
    customer: 'Pine Studio',
    items: [
      { name: 'Sketchbook', quantity: 10 },
      { name: 'Fine liner set', quantity: 4 },
      { name: 'Drawing board', quantity: 1 },
    ],
  },
  {
    id: 'ORD-3',
    customer: 'Atlas Cycles',
    items: [
      { name: 'Inner tube', quantity: 30 },
      { name: 'Brake pads', quantity: 12 },
    ],
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'lines',
    headerName: 'Lines',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.items.length,
  },
];

function getDetailPanelContent({ row }: GridRowParams<Order>) {
  return (
    <List dense aria-label={`Items in ${row.id}`} sx={{ px: 2 }}>
      {row.items.map((item) => (
        <ListItem key={item.name}>
          <ListItemText primary={item.name} secondary={`Quantity: ${item.quantity}`} />
        </ListItem>
      ))}
    </List>
  );
}

// 'auto' sizes each panel to its content.
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailAutoHeight() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
