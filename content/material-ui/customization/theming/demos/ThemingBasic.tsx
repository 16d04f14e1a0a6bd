import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// One theme, two colour schemes: the demo follows the light or dark mode of the page.
const theme = createTheme({
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#00695c' },
        secondary: { main: '#ad1457' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#80cbc4' },
        secondary: { main: '#f48fb1' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export default function ThemingBasic() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained">Primary</Button>
          <Button variant="outlined" color="secondary">
            Secondary
          </Button>
          <Chip label="Themed chip" color="primary" />
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
