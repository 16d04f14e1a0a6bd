import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';

// 1. Declare the new palette key, and let Button and IconButton accept it as a `color`.
declare module '@mui/material/styles' {
  interface Palette {
    lagoon: Palette['primary'];
  }
  interface PaletteOptions {
    lagoon?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    lagoon: true;
  }
}
declare module '@mui/material/IconButton' {
  interface IconButtonPropsColorOverrides {
    lagoon: true;
  }
}

// 2. augmentColor() turns a main colour into light, dark and contrastText.
const { palette } = createTheme();

// 3. Give the colour a value in each colour scheme.
const theme = createTheme({
  colorSchemes: {
    light: {
      palette: { lagoon: palette.augmentColor({ color: { main: '#00796b' }, name: 'lagoon' }) },
    },
    dark: {
      palette: { lagoon: palette.augmentColor({ color: { main: '#4db6ac' }, name: 'lagoon' }) },
    },
  },
});

export default function PaletteCustomColor() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" color="lagoon">
            Contained
          </Button>
          <Button variant="outlined" color="lagoon">
            Outlined
          </Button>
          <Button color="lagoon">Text</Button>
          <IconButton color="lagoon" aria-label="Add to favourites">
            <FavoriteIcon />
          </IconButton>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
