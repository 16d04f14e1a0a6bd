import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${1000 + index}`,
  shelf: `${String.fromCharCode(65 + (index % 6))}-${(index % 12) + 1}`,
  stock: (index * 13) % 240,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 140 },
  { field: 'shelf', headerName: 'Shelf', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function VirtualizationToggle() {
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [renderedRows, setRenderedRows] = React.useState(0);

  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setRenderedRows(element.querySelectorAll(`.${gridClasses.row}`).length),
      );
    };
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    update();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVirtualization}
              onChange={(event) => setDisableVirtualization(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <Typography variant="body2" aria-live="polite">
          {renderedRows} of {rows.length} rows in the DOM
        </Typography>
      </Box>
      <Box ref={containerRef} sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={disableVirtualization}
          hideFooter
        />
      </Box>
    </Box>
  );
}
