import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

const STORAGE_KEY = 'state-demo-contacts-grid';

const rows = [
  { id: 1, name: 'Astrid Lund', company: 'Nordlys', city: 'Bergen', deals: 4 },
  { id: 2, name: 'Bilal Aziz', company: 'Cedar & Co', city: 'Beirut', deals: 9 },
  { id: 3, name: 'Carla Mendes', company: 'Atlântico', city: 'Porto', deals: 2 },
  { id: 4, name: 'Dae-jung Park', company: 'Hanbit', city: 'Busan', deals: 7 },
  { id: 5, name: 'Emma Fischer', company: 'Alpenblick', city: 'Graz', deals: 5 },
  { id: 6, name: 'Farid Nasser', company: 'Oasis Tech', city: 'Muscat', deals: 3 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'company', headerName: 'Company', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'deals', headerName: 'Open deals', type: 'number', width: 120 },
];

// Storage can be unavailable (private mode, sandboxed frames): never let it break the grid.
function loadState(): GridInitialState | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as GridInitialState) : undefined;
  } catch {
    return undefined;
  }
}

function saveState(state: GridInitialState | null) {
  try {
    if (state) {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } else {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Ignore: the view simply isn't remembered.
  }
}

export default function StateLocalStorage() {
  const apiRef = useGridApiRef();
  // Read once, before the first render of the grid.
  const [initialState] = React.useState(loadState);
  const [status, setStatus] = React.useState(
    initialState
      ? 'Started from the view saved in localStorage.'
      : 'Change the view, then reload the page.',
  );
  const [gridKey, setGridKey] = React.useState(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // stateChange fires often: wait for a quiet moment before writing.
    const unsubscribe = api.subscribeEvent('stateChange', () => {
      clearTimeout(timeout);
      timeout = setTimeout(() => saveState(api.exportState()), 300);
    });
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [apiRef, gridKey]);

  const forgetView = () => {
    saveState(null);
    setStatus('Back to the default view.');
    // Remount the grid so it starts again from its defaults.
    setGridKey((key) => key + 1);
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={forgetView}>
          Forget saved view
        </Button>
        <Typography variant="body2" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          key={gridKey}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={gridKey === 0 ? initialState : undefined}
          hideFooter
        />
      </Box>
    </Box>
  );
}
