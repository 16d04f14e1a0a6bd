import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A font stack the reader's system already has: no download needed.
const serifTheme = createTheme({
  colorSchemes: { dark: true },
  typography: {
    fontFamily: ['Georgia', '"Times New Roman"', 'serif'].join(','),
    button: { textTransform: 'none' },
  },
});

function Sample({ caption }: { caption: string }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" component="p">
        {caption}
      </Typography>
      <Typography variant="h5" component="p">
        Quarterly report
      </Typography>
      <Typography variant="body2">
        Revenue grew in every region, led by the new subscription plans.
      </Typography>
      <Box>
        <Button variant="contained" size="small">
          Read more
        </Button>
      </Box>
    </Stack>
  );
}

export default function TypographyFontFamily() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 200, alignItems: 'center' }}>
      <Sample caption="Default theme (Roboto stack)" />
      <ThemeProvider theme={serifTheme}>
        <Sample caption="fontFamily: Georgia stack" />
      </ThemeProvider>
    </Stack>
  );
}
