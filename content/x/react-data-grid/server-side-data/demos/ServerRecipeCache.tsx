import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Fake server: 40 books, paged on request.
// ---------------------------------------------------------------------------

interface Book {
  id: number;
  title: string;
  year: number;
}

const WORDS = ['Silent', 'Paper', 'River', 'Winter', 'Glass', 'Hidden', 'Northern', 'Last'];
const NOUNS = ['Garden', 'Harbor', 'Atlas', 'Orchard', 'Lantern'];
const BOOKS: Book[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  title: `The ${WORDS[index % WORDS.length]} ${NOUNS[index % NOUNS.length]}`,
  year: 1950 + ((index * 13) % 70),
}));

async function fetchBooks({ start, end }: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  return { rows: BOOKS.slice(Number(start), end + 1), rowCount: BOOKS.length };
}

// ---------------------------------------------------------------------------
// The recipe: a cache of your own, with a time to live and counters.
// ---------------------------------------------------------------------------

type Stats = { hits: number; misses: number };

class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, { value: GridGetRowsResponse; expiresAt: number }>();

  constructor(
    private ttl: number,
    private onStats: (update: (stats: Stats) => Stats) => void,
  ) {}

  set(key: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(JSON.stringify(key), { value, expiresAt: Date.now() + this.ttl });
  }

  get(key: GridGetRowsParams) {
    const entry = this.entries.get(JSON.stringify(key));
    if (entry && entry.expiresAt > Date.now()) {
      this.onStats((stats) => ({ ...stats, hits: stats.hits + 1 }));
      return entry.value;
    }
    this.entries.delete(JSON.stringify(key));
    this.onStats((stats) => ({ ...stats, misses: stats.misses + 1 }));
    return undefined;
  }

  clear() {
    this.entries.clear();
  }
}

const dataSource: GridDataSource = { getRows: fetchBooks };

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'year', headerName: 'Year', width: 100 },
];

export default function ServerRecipeCache() {
  const [stats, setStats] = React.useState<Stats>({ hits: 0, misses: 0 });
  // Entries live for 15 seconds.
  const cache = React.useMemo(() => new CountingCache(15_000, setStats), []);

  return (
    <Stack spacing={1} sx={{ height: 380, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          Cache hits: {stats.hits} · misses: {stats.misses}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          disableColumnSorting
          disableColumnFilter
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
