import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const articles = Array.from({ length: 42 }, (_, index) => `Article ${index + 1}`);
const perPage = 5;

export default function PaginationControlled() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(articles.length / perPage);
  const visible = articles.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={2} sx={{ height: 110 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Page {page} of {pageCount}: {visible.join(', ')}
      </Typography>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color="primary"
        aria-label="Articles pages"
      />
    </Stack>
  );
}
