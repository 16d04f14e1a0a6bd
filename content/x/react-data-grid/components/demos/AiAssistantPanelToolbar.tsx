import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

// FAKE resolver for this demo only: two keyword rules, run in the browser.
// No network request, no language model. A real app calls its own backend here.
async function fakeResolver(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: 'fake-conversation',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const field = ['city', 'country', 'population'].find((name) => text.includes(name));
  if (text.startsWith('sort') && field) {
    response.sorting.push({
      column: field,
      direction: /desc|largest/.test(text) ? 'desc' : 'asc',
    });
  } else if (!text.includes('reset')) {
    throw new Error('This fake resolver only understands "sort by <column>" and "reset".');
  }
  return response;
}

const rows = [
  { id: 1, city: 'Lagos', country: 'Nigeria', population: 15.4 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 19.0 },
  { id: 3, city: 'Lima', country: 'Peru', population: 11.2 },
  { id: 4, city: 'Cairo', country: 'Egypt', population: 22.6 },
  { id: 5, city: 'Toronto', country: 'Canada', population: 6.4 },
  { id: 6, city: 'Jakarta', country: 'Indonesia', population: 11.1 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'population',
    headerName: 'Population (M)',
    type: 'number',
    width: 150,
  },
];

function CitiesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Metro areas
      </Typography>
      <Tooltip title="Ask the assistant">
        <AiAssistantPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'} />
          )}
        >
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function AiAssistantPanelToolbar() {
  return (
    <Stack spacing={1} sx={{ height: 460, width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Demo with a fake, keyword-based resolver: no AI service is called. Try “sort by population,
        largest first”.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          aiAssistant
          onPrompt={fakeResolver}
          aiAssistantSuggestions={[{ value: 'Sort by population, largest first' }]}
          slots={{
            toolbar: CitiesToolbar,
            aiAssistantPanel: GridAiAssistantPanel,
          }}
        />
      </Box>
    </Stack>
  );
}
