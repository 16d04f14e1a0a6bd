import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridScrollParams,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = Array.from({ length: 80 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${String(2400 + index)}`,
  customer: ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'][index % 5],
  total: 120 + ((index * 47) % 880),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function InvoiceGrid({ savedScroll }: { savedScroll: React.RefObject<GridScrollParams | null> }) {
  const apiRef = useGridApiRef();

  // Read the saved position once, when the grid mounts.
  const [initialState] = React.useState<GridInitialState | undefined>(() =>
    savedScroll.current ? { scroll: savedScroll.current } : undefined,
  );

  // Keep the latest position; the grid's DOM is already gone when an unmount cleanup runs.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
        savedScroll.current = { top: params.top, left: params.left };
      }),
    [apiRef, savedScroll],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={initialState}
      hideFooter
    />
  );
}

export default function ScrollingRestore() {
  const [tab, setTab] = React.useState(0);
  const savedScroll = React.useRef<GridScrollParams | null>(null);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Views">
        <Tab label="Invoices" id="scroll-tab-0" aria-controls="scroll-panel-0" />
        <Tab label="Notes" id="scroll-tab-1" aria-controls="scroll-panel-1" />
      </Tabs>
      <Box
        role="tabpanel"
        id={`scroll-panel-${tab}`}
        aria-labelledby={`scroll-tab-${tab}`}
        sx={{ flex: 1, minHeight: 0, pt: 1 }}
      >
        {tab === 0 ? (
          <InvoiceGrid savedScroll={savedScroll} />
        ) : (
          <Typography variant="body2">
            The grid is unmounted. Go back to Invoices: it opens where you left it.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
