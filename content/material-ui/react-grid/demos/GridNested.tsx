import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const links = ['Overview', 'Invoices', 'Customers', 'Reports'];

export default function GridNested() {
  return (
    <Box sx={{ height: 240 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="p">
              Plain item
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Next to it, a container that is also an item holds four items of its own.
            </Typography>
          </Paper>
        </Grid>
        <Grid container size={{ xs: 12, sm: 8 }}>
          {links.map((link) => (
            <Grid key={link} size={6}>
              <Paper
                sx={{
                  p: 1.5,
                  textAlign: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {link}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
