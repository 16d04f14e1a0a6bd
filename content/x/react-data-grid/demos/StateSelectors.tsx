import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, species: 'Red fox', habitat: 'Forest', weight: 6.5 },
  { id: 2, species: 'Arctic fox', habitat: 'Tundra', weight: 3.8 },
  { id: 3, species: 'Brown bear', habitat: 'Forest', weight: 300 },
  { id: 4, species: 'Polar bear', habitat: 'Tundra', weight: 450 },
  { id: 5, species: 'Lynx', habitat: 'Forest', weight: 22 },
  { id: 6, species: 'Snowy owl', habitat: 'Tundra', weight: 2.2 },
  { id: 7, species: 'Wild boar', habitat: 'Forest', weight: 90 },
];

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 140 },
  { field: 'habitat', headerName: 'Habitat', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

function MatchCountFooter() {
  const apiRef = useGridApiContext();
  // Re-renders this footer only when the selected values change.
  const matchingIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {matchingIds.length} of {rowCount} species match
      </Typography>
    </GridFooterContainer>
  );
}

export default function StateSelectors() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState('');

  const readOrder = () => {
    if (!apiRef.current) {
      return;
    }
    // Outside React rendering, call the selector with the API ref.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    setOrder(ids.map((id) => apiRef.current?.getRow(id)?.species).join(', '));
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={readOrder} sx={{ flexShrink: 0 }}>
          Read current order
        </Button>
        <Typography variant="body2" noWrap aria-live="polite">
          {order || 'Filter or sort the grid, then read its order.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ footer: MatchCountFooter }}
        />
      </Box>
    </Box>
  );
}
