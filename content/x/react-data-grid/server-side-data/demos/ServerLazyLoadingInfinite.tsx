import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

// Fake server: a news feed of 120 posts. It never reports the total,
// like an API that only answers "give me the next batch".
interface Post {
  id: number;
  author: string;
  headline: string;
  likes: number;
}

const AUTHORS = ['Ines Duarte', 'Marek Nowak', 'Yuki Tanaka', 'Zara Ahmed', 'Owen Price'];
const TOPICS = ['City council', 'Local football', 'Weather', 'New bakery', 'Road works', 'Library'];

const POSTS: Post[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  author: AUTHORS[index % AUTHORS.length],
  headline: `${TOPICS[(index * 7) % TOPICS.length]}: update ${index + 1}`,
  likes: (index * 53) % 400,
}));

async function fetchPosts({ start, end }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  // No `rowCount`: the grid switches to infinite loading.
  // Past the last post the slice is empty, and the grid stops asking.
  const response: GridGetRowsResponse = { rows: POSTS.slice(Number(start), end + 1) };
  return response;
}

const columns: GridColDef[] = [
  { field: 'headline', headerName: 'Headline', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 90 },
];

export default function ServerLazyLoadingInfinite() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setLastRequest(`rows ${params.start} to ${params.end}`);
        return fetchPosts(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 400, width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnSorting
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
