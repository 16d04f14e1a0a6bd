import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tiles = ['Revenue', 'Orders', 'Returns', 'Visitors', 'Conversion', 'Refunds'];

export default function ResponsiveUiGrid() {
  return (
    <Box sx={{ height: 300, overflow: 'auto', p: 2 }}>
      <Grid container spacing={{ xs: 1, md: 2 }}>
        {tiles.map((tile) => (
          // 12 columns: one tile per row on phones, two on tablets, three from md.
          <Grid key={tile} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, height: 72 }}>
              <Typography variant="subtitle2" component="p">
                {tile}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                xs 12 · sm 6 · md 4
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
