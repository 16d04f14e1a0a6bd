import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

// One row per weather station, one column per day of a 120-day season.
const DAYS = 120;
const STATIONS = ['Bergen', 'Cusco', 'Darwin', 'Halifax', 'Kyoto', 'Nantes', 'Tromsø', 'Windhoek'];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  ...Array.from({ length: DAYS }, (_, day) => ({
    field: `day${day + 1}`,
    headerName: `Day ${day + 1}`,
    type: 'number' as const,
    width: 90,
  })),
];

const rows = STATIONS.map((station, stationIndex) => {
  const row: Record<string, string | number> = { id: stationIndex + 1, station };
  for (let day = 0; day < DAYS; day += 1) {
    row[`day${day + 1}`] = 4 + ((stationIndex * 11 + day * 7) % 23);
  }
  return row;
});

export default function VirtualizationColumns() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [renderedHeaders, setRenderedHeaders] = React.useState(0);

  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setRenderedHeaders(element.querySelectorAll(`.${gridClasses.columnHeader}`).length),
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
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {columns.length} columns defined, {renderedHeaders} column headers in the DOM. Scroll
        sideways to see the count stay small.
      </Typography>
      <Box ref={containerRef} sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
