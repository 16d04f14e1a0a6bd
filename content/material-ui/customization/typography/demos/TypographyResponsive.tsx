import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme({ colorSchemes: { dark: true } }));

export default function TypographyResponsive() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={3} sx={{ height: 300, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="p">
            Heading 3
          </Typography>
          <Typography variant="h5" component="p">
            Heading 5
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Resize the window: the headings shrink below the lg, md and sm breakpoints.
          </Typography>
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Generated h3 styles"
          tabIndex={0}
          sx={{
            flex: 1,
            minWidth: 0,
            m: 0,
            p: 1.5,
            fontSize: 12,
            overflow: 'auto',
            maxHeight: 268,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {JSON.stringify(theme.typography.h3, null, 2)}
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
