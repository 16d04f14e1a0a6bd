import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Typed forms in practice', speaker: 'Ines Moreau', city: 'New York' },
  { id: 2, title: 'Scaling Postgres reads', speaker: 'Kofi Mensah', city: 'York' },
  { id: 3, title: 'Accessible data tables', speaker: 'Yuki Tanaka', city: 'New Delhi' },
  { id: 4, title: 'Tracing in production', speaker: 'Lena Vogel', city: 'Berlin' },
  { id: 5, title: 'Server components', speaker: 'Ravi Iyer', city: 'New York' },
  { id: 6, title: 'Queues without tears', speaker: 'Marta Silva', city: 'Lisbon' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 180 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Text to values: split on commas, so "New York" stays one value.
const parseCommas = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

// Values to text, when the model changes from elsewhere.
const joinCommas = (values: unknown[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseCommas} formatter={joinCommas} debounceMs={300} expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Values, separated by commas"
              sx={{ width: 280 }}
              slotProps={{
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search by comma-separated values',
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterParserFormatter() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setQuickFilterValues(['New York', 'Ravi'])}
        >
          Set from code
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          quickFilterValues: <code>{JSON.stringify(filterModel.quickFilterValues ?? [])}</code>
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
          slots={{ toolbar: CommaSearchToolbar }}
        />
      </Box>
    </Box>
  );
}
