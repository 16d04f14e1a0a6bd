import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridValidRowModel,
  getGridDateOperators,
} from '@mui/x-data-grid';

// "2025-03-14" -> local midnight timestamp. new Date('2025-03-14') would be UTC midnight.
function parseDay(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return null;
  }
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function DateRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [start = '', end = ''] = Array.isArray(item.value) ? item.value : [];
  const startRef = React.useRef<HTMLInputElement>(null);

  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => startRef.current?.focus(),
  }));

  const update = (index: 0 | 1, newValue: string) => {
    const range = [start, end];
    range[index] = newValue;
    applyValue({ ...item, value: range });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', pl: 1 }}>
      <TextField
        type="date"
        label="From"
        variant="standard"
        value={start}
        inputRef={startRef}
        onChange={(event) => update(0, event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        variant="standard"
        value={end}
        onChange={(event) => update(1, event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<GridValidRowModel, Date> = {
  label: 'is between',
  headerLabel: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const from = parseDay(filterItem.value[0]);
    const to = parseDay(filterItem.value[1]);
    if (from === null && to === null) {
      return null;
    }
    return (value) => {
      if (!(value instanceof Date)) {
        return false;
      }
      const day = startOfDay(value);
      return (from === null || day >= from) && (to === null || day <= to);
    };
  },
  InputComponent: DateRangeInput,
  getValueAsString: (value) =>
    Array.isArray(value) ? `${value[0] || '…'} to ${value[1] || '…'}` : '',
};

const rows = [
  { id: 1, shipment: 'SH-7301', carrier: 'Northline', shipped: new Date(2025, 1, 26) },
  { id: 2, shipment: 'SH-7302', carrier: 'Bluewave', shipped: new Date(2025, 2, 2) },
  { id: 3, shipment: 'SH-7303', carrier: 'Northline', shipped: new Date(2025, 2, 7) },
  { id: 4, shipment: 'SH-7304', carrier: 'Cargoflex', shipped: new Date(2025, 2, 11) },
  { id: 5, shipment: 'SH-7305', carrier: 'Bluewave', shipped: new Date(2025, 2, 15) },
  { id: 6, shipment: 'SH-7306', carrier: 'Cargoflex', shipped: new Date(2025, 2, 20) },
  { id: 7, shipment: 'SH-7307', carrier: 'Northline', shipped: new Date(2025, 3, 1) },
];

const columns: GridColDef[] = [
  { field: 'shipment', headerName: 'Shipment', width: 130 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 130 },
  {
    field: 'shipped',
    headerName: 'Shipped',
    type: 'date',
    width: 150,
    filterOperators: [betweenOperator, ...getGridDateOperators()],
  },
];

export default function FilteringRecipesDateRange() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'shipped', operator: 'between', value: ['2025-03-01', '2025-03-15'] },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
