import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationRanges() {
  return (
    <Stack spacing={1.5} sx={{ height: 240 }}>
      <Typography variant="body2">Defaults (siblingCount 1, boundaryCount 1)</Typography>
      <Pagination count={20} defaultPage={10} aria-label="Default range" />
      <Typography variant="body2">siblingCount 0</Typography>
      <Pagination count={20} defaultPage={10} siblingCount={0} aria-label="No siblings" />
      <Typography variant="body2">boundaryCount 2, first and last buttons</Typography>
      <Pagination
        count={20}
        defaultPage={10}
        boundaryCount={2}
        showFirstButton
        showLastButton
        aria-label="Wide boundaries"
      />
    </Stack>
  );
}
