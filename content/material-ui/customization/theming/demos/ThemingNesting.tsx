import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';

// Options shared by both themes.
const baseOptions: ThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none' } },
};

const appTheme = createTheme({
  ...baseOptions,
  colorSchemes: {
    light: { palette: { primary: { main: '#1565c0' } } },
    dark: { palette: { primary: { main: '#90caf9' } } },
  },
});

// The inner theme is a full theme of its own: it replaces the outer one for its subtree.
const dangerTheme = createTheme({
  ...baseOptions,
  colorSchemes: {
    light: { palette: { primary: { main: '#c62828' } } },
    dark: { palette: { primary: { main: '#ef9a9a' } } },
  },
});

export default function ThemingNesting() {
  return (
    <ThemeProvider theme={appTheme}>
      <Stack spacing={2} sx={{ height: 220, justifyContent: 'center' }}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Save changes</Button>
          <Button variant="outlined">Cancel</Button>
        </Stack>
        <ThemeProvider theme={dangerTheme}>
          <Box sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2 }}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Danger zone
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Delete project</Button>
              <Button variant="outlined">Archive</Button>
            </Stack>
          </Box>
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
