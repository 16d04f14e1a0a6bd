import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  PromptResponse,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

// ---------------------------------------------------------------------------
// FAKE prompt resolver. It runs in the browser and never calls a network service.
// It knows a handful of keyword rules; a real resolver sends the prompt and the
// context to a language model on your server.
// ---------------------------------------------------------------------------

interface ColumnContext {
  field: string;
  type: string;
}

let conversationCount = 0;

async function fakeResolver(
  prompt: string,
  context: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  const text = prompt.toLowerCase();
  // The context lists the grid's columns: match the fields named in the prompt.
  const columns: ColumnContext[] = JSON.parse(context);
  const named = columns.filter((column) => text.includes(column.field));
  const numberColumn = named.find((column) => column.type === 'number');
  if (!conversationId) {
    conversationCount += 1;
  }

  const response: PromptResponse = {
    conversationId: conversationId ?? `fake-${conversationCount}`,
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };

  const sortMatch = text.match(/sort by (\w+)/);
  const groupMatch = text.match(/group by (\w+)/);
  const limitMatch = text.match(/(under|below|over|above) (\d+)/);
  const categoryMatch = text.match(/only (\w+)/);

  if (sortMatch && named.some((column) => column.field === sortMatch[1])) {
    const direction = /desc|highest|most/.test(text) ? 'desc' : 'asc';
    response.sorting.push({ column: sortMatch[1], direction });
  } else if (groupMatch && named.some((column) => column.field === groupMatch[1])) {
    response.grouping.push({ column: groupMatch[1] });
    if (numberColumn) {
      response.aggregation[numberColumn.field] = 'sum';
    }
  } else if (limitMatch && numberColumn) {
    response.filters.push({
      column: numberColumn.field,
      operator: ['under', 'below'].includes(limitMatch[1]) ? '<' : '>',
      value: Number(limitMatch[2]),
    });
  } else if (categoryMatch) {
    response.filters.push({ column: 'category', operator: 'contains', value: categoryMatch[1] });
  } else if (!/reset|clear/.test(text)) {
    throw new Error('The fake resolver only knows sort, group, under/over, only and reset.');
  }
  return response;
}

// ---------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------

const rows = [
  { id: 1, name: 'Trail backpack', category: 'Outdoor', price: 89, stock: 14 },
  { id: 2, name: 'Camping stove', category: 'Outdoor', price: 54, stock: 6 },
  { id: 3, name: 'Headlamp', category: 'Outdoor', price: 29, stock: 40 },
  { id: 4, name: 'Noise-cancelling headphones', category: 'Audio', price: 249, stock: 9 },
  { id: 5, name: 'Bluetooth speaker', category: 'Audio', price: 79, stock: 22 },
  { id: 6, name: 'Turntable', category: 'Audio', price: 319, stock: 3 },
  { id: 7, name: 'Chef knife', category: 'Kitchen', price: 65, stock: 18 },
  { id: 8, name: 'Cast iron pan', category: 'Kitchen', price: 42, stock: 25 },
  { id: 9, name: 'Espresso grinder', category: 'Kitchen', price: 189, stock: 7 },
  { id: 10, name: 'Yoga mat', category: 'Fitness', price: 35, stock: 31 },
  { id: 11, name: 'Kettlebell 12 kg', category: 'Fitness', price: 48, stock: 12 },
  { id: 12, name: 'Rowing machine', category: 'Fitness', price: 899, stock: 2 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

const PROMPTS = ['Sort by stock, most first', 'Show price over 100', 'Reset', 'Make it pretty'];

// Keeps only the parts of the response that ask for a change.
function summarize(result: PromptResponse | Error) {
  if (result instanceof Error) {
    return `Error: ${result.message}`;
  }
  const { filters, sorting, grouping, aggregation } = result;
  return JSON.stringify({ filters, sorting, grouping, aggregation });
}

export default function AiAssistantProcessPrompt() {
  const apiRef = useGridApiRef();
  const [lastResult, setLastResult] = React.useState('Run a prompt.');

  const run = async (prompt: string) => {
    const result = await apiRef.current?.aiAssistant.processPrompt(prompt);
    if (result) {
      setLastResult(summarize(result));
    }
  };

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {PROMPTS.map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" onClick={() => run(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Typography variant="caption" noWrap title={lastResult}>
        The fake resolver returned: {lastResult}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={fakeResolver}
        />
      </Box>
    </Stack>
  );
}
