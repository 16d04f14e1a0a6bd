import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number };

const DATABASE: Book[] = [
  { id: 1, title: 'The Quiet Harbor', author: 'Elin Berg', year: 2012 },
  { id: 2, title: 'Glass Orchard', author: 'Tunde Okoro', year: 2018 },
  { id: 3, title: 'North of the River', author: 'Elin Berg', year: 2020 },
  { id: 4, title: 'Salt and Cedar', author: 'Maya Castillo', year: 2015 },
  { id: 5, title: 'The Last Ferry', author: 'Tunde Okoro', year: 2022 },
  { id: 6, title: 'Paper Compass', author: 'Ines Duarte', year: 2011 },
  { id: 7, title: 'A River in Winter', author: 'Maya Castillo', year: 2019 },
  { id: 8, title: 'Harbor Lights', author: 'Ines Duarte', year: 2023 },
  { id: 9, title: 'Small Hours', author: 'Elin Berg', year: 2016 },
  { id: 10, title: 'Orchard Road', author: 'Tunde Okoro', year: 2014 },
];

// The fake server searches titles and authors. Every word must match.
function searchBooks(words: string[]): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const lowerWords = words.map((word) => word.toLowerCase());
      resolve(
        DATABASE.filter((book) =>
          lowerWords.every((word) => `${book.title} ${book.author}`.toLowerCase().includes(word)),
        ),
      );
    }, 600);
  });
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

const INITIAL_MODEL: GridFilterModel = { items: [], quickFilterValues: ['harbor'] };

const getWords = (model: GridFilterModel) =>
  (model.quickFilterValues ?? []).map(String).filter((word) => word !== '');

export default function ServerFilterQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(INITIAL_MODEL);
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [sentWords, setSentWords] = React.useState<string[]>(getWords(INITIAL_MODEL));
  const latestRequest = React.useRef(0);

  const runQuery = React.useCallback((words: string[]) => {
    latestRequest.current += 1;
    const requestId = latestRequest.current;
    searchBooks(words).then((result) => {
      if (requestId === latestRequest.current) {
        setRows(result);
        setLoading(false);
      }
    });
  }, []);

  // First load
  React.useEffect(() => {
    runQuery(getWords(INITIAL_MODEL));
  }, [runQuery]);

  const handleFilterModelChange = (newModel: GridFilterModel) => {
    setFilterModel(newModel);
    const words = getWords(newModel);
    // Skip the request when the words did not change
    if (words.join(' ') === sentWords.join(' ')) {
      return;
    }
    setSentWords(words);
    setLoading(true);
    runQuery(words);
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Sent to the server: <code>{JSON.stringify(sentWords)}</code>
        {loading ? ' (loading)' : ` → ${rows.length} rows`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          disableColumnFilter
          showToolbar
          hideFooter
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 500 } } }}
        />
      </Box>
    </Box>
  );
}
