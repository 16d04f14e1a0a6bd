import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, gridClasses } from '@mui/x-data-grid-pro';

const CITIES = ['Lisbon', 'Osaka', 'Denver', 'Nairobi', 'Oslo', 'Lima', 'Perth', 'Seoul'];
const PRODUCTS = ['Desk lamp', 'Office chair', 'Monitor arm', 'Notebook', 'Headset', 'Webcam'];
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Returned'];

// 10,000 orders built from the row index, so every render produces the same data.
const rows = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  order: `ORD-${String(index + 1).padStart(5, '0')}`,
  city: CITIES[index % CITIES.length],
  product: PRODUCTS[(index * 7) % PRODUCTS.length],
  quantity: (index % 9) + 1,
  unitPrice: 12 + ((index * 37) % 180),
  status: STATUSES[(index * 3) % STATUSES.length],
}));

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

/** Counts the row elements currently in the DOM inside `container`. */
function useRenderedRowCount(container: React.RefObject<HTMLDivElement | null>) {
  const [count, setCount] = React.useState(0);
  React.useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setCount(element.querySelectorAll(`.${gridClasses.row}`).length),
      );
    };
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    update();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [container]);
  return count;
}

export default function VirtualizationLargeDataset() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const renderedRows = useRenderedRowCount(containerRef);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {rows.length.toLocaleString('en-US')} rows in the data, {renderedRows} row elements in the
        DOM.
      </Typography>
      <Box ref={containerRef} sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
