import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Cell = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
}));

export default function GridBasic() {
  return (
    <Box sx={{ height: 120 }}>
      <Grid container spacing={2}>
        <Grid size={8}>
          <Cell variant="outlined">size=8</Cell>
        </Grid>
        <Grid size={4}>
          <Cell variant="outlined">size=4</Cell>
        </Grid>
        <Grid size={4}>
          <Cell variant="outlined">size=4</Cell>
        </Grid>
        <Grid size={8}>
          <Cell variant="outlined">size=8</Cell>
        </Grid>
      </Grid>
    </Box>
  );
}
