import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  colorSchemes: { dark: true },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600 },
      },
    },
    MuiTextField: {
      defaultProps: { size: 'small' },
    },
  },
});

export default function HowToCustomizeThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 120, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <TextField label="Email address" />
        <Button variant="contained">Subscribe</Button>
        <Button variant="outlined">Not now</Button>
      </Stack>
    </ThemeProvider>
  );
}
