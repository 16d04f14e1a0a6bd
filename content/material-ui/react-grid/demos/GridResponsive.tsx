import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '836' },
  { label: 'Conversion', value: '6.7 %' },
  { label: 'Refunds', value: '14' },
];

export default function GridResponsive() {
  return (
    <Box sx={{ height: 200 }}>
      <Grid container spacing={2}>
        {metrics.map((metric) => (
          <Grid key={metric.label} size={{ xs: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {metric.label}
              </Typography>
              <Typography variant="h6" component="p">
                {metric.value}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
