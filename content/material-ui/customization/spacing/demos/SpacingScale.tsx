import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

// The default spacing factor is 8: theme.spacing(n) returns n × 8 px.
const theme = createTheme({ colorSchemes: { dark: true } });

const factors = [0.5, 1, 2, 3, 4, 6, 8];

function Scale() {
  const current = useTheme();
  return (
    <Stack spacing={1}>
      {factors.map((factor) => (
        <Stack key={factor} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ width: 180, flexShrink: 0, fontFamily: 'monospace' }}
          >
            spacing({factor}) = {current.spacing(factor)}
          </Typography>
          <Box sx={{ height: 16, width: current.spacing(factor), bgcolor: 'primary.main' }} />
        </Stack>
      ))}
    </Stack>
  );
}

export default function SpacingScale() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 240, display: 'flex', alignItems: 'center' }}>
        <Scale />
      </Box>
    </ThemeProvider>
  );
}
