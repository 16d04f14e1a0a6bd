import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination from '@mui/material/usePagination';

export default function PaginationHook() {
  const { items } = usePagination({ count: 12, defaultPage: 4 });

  return (
    <Box component="nav" aria-label="Pagination built with usePagination" sx={{ height: 50 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          let content: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = (
              <Box component="span" sx={{ px: 1, lineHeight: '36px' }}>
                …
              </Box>
            );
          } else if (type === 'page') {
            content = (
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                sx={{ minWidth: 36 }}
                {...item}
              >
                {page}
              </Button>
            );
          } else {
            content = (
              <Button size="small" {...item}>
                {type === 'previous' ? 'Previous' : 'Next'}
              </Button>
            );
          }
          return <li key={`${type}-${page ?? index}`}>{content}</li>;
        })}
      </Box>
    </Box>
  );
}
