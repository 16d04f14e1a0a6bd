import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const variants = ['h6', 'body1', 'body2', 'caption'] as const;

/** '1.1428571428571428rem' → '1.143rem' */
function formatRem(value: unknown) {
  return `${Number.parseFloat(String(value))
    .toFixed(3)
    .replace(/\.?0+$/, '')}rem`;
}

export default function TypographyFontSize() {
  const [fontSize, setFontSize] = React.useState(14);
  const theme = React.useMemo(
    () => createTheme({ colorSchemes: { dark: true }, typography: { fontSize } }),
    [fontSize],
  );

  return (
    <Stack spacing={2} sx={{ height: 300 }}>
      <Box sx={{ maxWidth: 360 }}>
        <Typography id="typography-font-size" variant="body2" gutterBottom>
          typography.fontSize: {fontSize} (htmlFontSize stays 16)
        </Typography>
        <Slider
          aria-labelledby="typography-font-size"
          value={fontSize}
          min={12}
          max={18}
          step={1}
          marks
          onChange={(_event, value) => setFontSize(value as number)}
        />
      </Box>
      <ThemeProvider theme={theme}>
        <Stack spacing={1}>
          {variants.map((variant) => (
            <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
              <Typography
                variant="caption"
                component="span"
                sx={{ width: 150, flexShrink: 0, fontFamily: 'monospace' }}
              >
                {variant}: {formatRem(theme.typography[variant].fontSize)}
              </Typography>
              <Typography variant={variant} component="span" noWrap>
                The quick brown fox
              </Typography>
            </Stack>
          ))}
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
