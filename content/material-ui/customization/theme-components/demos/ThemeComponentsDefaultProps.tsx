import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  colorSchemes: { dark: true },
  components: {
    MuiButton: {
      defaultProps: { variant: 'outlined', disableElevation: true },
    },
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small' },
    },
  },
});

export default function ThemeComponentsDefaultProps() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField label="Project name" />
          {/* Outlined, from the theme. */}
          <Button>Cancel</Button>
          {/* A prop passed here still wins over the theme's default. */}
          <Button variant="contained">Create</Button>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
