import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Cell = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  whiteSpace: 'nowrap',
}));

export default function GridAutoLayout() {
  return (
    <Box sx={{ height: 200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Cell variant="outlined">{'size="grow"'}</Cell>
        </Grid>
        <Grid size={6}>
          <Cell variant="outlined">size=6</Cell>
        </Grid>
        <Grid size="grow">
          <Cell variant="outlined">{'size="grow"'}</Cell>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size="auto">
          <Cell variant="outlined">{'size="auto" fits its content'}</Cell>
        </Grid>
        <Grid size="grow">
          <Cell variant="outlined">{'size="grow" takes the rest'}</Cell>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={4} offset={2}>
          <Cell variant="outlined">size=4 offset=2</Cell>
        </Grid>
        <Grid size={3} offset="auto">
          <Cell variant="outlined">{'offset="auto"'}</Cell>
        </Grid>
      </Grid>
    </Box>
  );
}
