import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A theme with a single colour scheme: everything inside stays dark,
// whatever mode the rest of the page uses.
const darkTheme = createTheme({
  palette: { mode: 'dark' },
});

export default function DarkModeForced() {
  return (
    <Box sx={{ height: 220, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ThemeProvider theme={darkTheme}>
        <Paper elevation={6} sx={{ p: 3, width: 320 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Now playing
          </Typography>
          <Typography variant="h6" component="p">
            Night drive, track 4
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            This panel always uses the dark palette.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Play</Button>
            <Button>Queue</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
