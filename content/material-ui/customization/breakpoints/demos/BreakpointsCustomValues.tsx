import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Same keys, different widths. Renaming or adding keys needs module augmentation.
const theme = createTheme({
  colorSchemes: { dark: true },
  breakpoints: {
    values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440 },
  },
});

export default function BreakpointsCustomValues() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={3} sx={{ height: 180, alignItems: 'center' }}>
        <Box
          sx={{
            width: 200,
            height: 120,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderColor: 'divider',
            // These keys resolve against the custom values above.
            borderStyle: { xs: 'dotted', sm: 'dashed', md: 'solid' },
          }}
        >
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Border: dotted below 480 px, dashed from 480 px, solid from 768 px
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {theme.breakpoints.keys.map((key) => (
            <Typography key={key} component="li" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {key}: {theme.breakpoints.values[key]}px
            </Typography>
          ))}
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
