import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const elevations = [0, 1, 2, 4, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box
      sx={{
        height: 240,
        boxSizing: 'border-box',
        p: 2,
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      {elevations.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Typography variant="body2">elevation={elevation}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
