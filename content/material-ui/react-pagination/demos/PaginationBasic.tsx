import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationBasic() {
  return (
    <Stack spacing={2} sx={{ height: 240, alignItems: 'flex-start' }}>
      <Pagination count={10} aria-label="Default pagination" />
      <Pagination count={10} color="primary" aria-label="Primary pagination" />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        color="secondary"
        aria-label="Outlined rounded pagination"
      />
      <Pagination count={10} size="small" aria-label="Small pagination" />
      <Pagination count={10} size="large" disabled aria-label="Large disabled pagination" />
    </Stack>
  );
}
