import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialFilters = ['React', 'TypeScript', 'Accessibility', 'Design systems', 'Testing'];

export default function ChipArray() {
  const [filters, setFilters] = React.useState(initialFilters);

  const remove = (filter: string) => () =>
    setFilters((current) => current.filter((item) => item !== filter));

  return (
    <Stack spacing={2} sx={{ height: 120 }}>
      <Typography id="chip-array-label" variant="subtitle2" component="div">
        Active filters ({filters.length})
      </Typography>
      <Box
        component="ul"
        aria-labelledby="chip-array-label"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          minHeight: 32,
        }}
      >
        {filters.map((filter) => (
          <li key={filter}>
            <Chip label={filter} onDelete={remove(filter)} />
          </li>
        ))}
      </Box>
      <Box>
        <Button
          size="small"
          disabled={filters.length === initialFilters.length}
          onClick={() => setFilters(initialFilters)}
        >
          Reset filters
        </Button>
      </Box>
    </Stack>
  );
}
