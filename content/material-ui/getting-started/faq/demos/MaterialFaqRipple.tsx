import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Turns the ripple off for every component built on ButtonBase inside this provider.
const withoutRipple = (outer: Theme) =>
  createTheme(outer, {
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
      },
    },
  });

export default function MaterialFaqRipple() {
  return (
    <Stack spacing={2} sx={{ height: 220, justifyContent: 'center', px: 2 }}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Default theme
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">With ripple</Button>
          <Button variant="outlined" disableRipple>
            One button off
          </Button>
        </Stack>
      </Box>
      <ThemeProvider theme={withoutRipple}>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Theme with disableRipple
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">No ripple</Button>
            <Button variant="outlined">No ripple</Button>
          </Stack>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
