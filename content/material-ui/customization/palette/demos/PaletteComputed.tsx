import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const mains = ['#0288d1', '#00796b', '#6a1b9a'];

export default function PaletteComputed() {
  const [main, setMain] = React.useState(mains[0]);
  const [tonalOffset, setTonalOffset] = React.useState(0.2);
  const [contrastThreshold, setContrastThreshold] = React.useState(3);

  // Only `main` is given: createTheme computes light, dark and contrastText.
  const { primary } = React.useMemo(
    () =>
      createTheme({
        palette: { primary: { main }, tonalOffset, contrastThreshold },
      }).palette,
    [main, tonalOffset, contrastThreshold],
  );

  return (
    <Stack spacing={2} sx={{ height: 320 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={main}
          onChange={(_event, value: string | null) => {
            if (value) {
              setMain(value);
            }
          }}
          aria-label="Main colour"
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
        >
          {mains.map((value) => (
            <ToggleButton key={value} value={value} sx={{ fontFamily: 'monospace' }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={contrastThreshold}
          onChange={(_event, value: number | null) => {
            if (value) {
              setContrastThreshold(value);
            }
          }}
          aria-label="Contrast threshold"
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
        >
          <ToggleButton value={3}>contrastThreshold 3</ToggleButton>
          <ToggleButton value={4.5}>4.5</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ maxWidth: 360 }}>
        <Typography id="palette-tonal-offset" variant="body2" gutterBottom>
          tonalOffset: {tonalOffset.toFixed(2)}
        </Typography>
        <Slider
          aria-labelledby="palette-tonal-offset"
          value={tonalOffset}
          min={0}
          max={0.5}
          step={0.05}
          onChange={(_event, value) => setTonalOffset(value as number)}
        />
      </Box>
      <Stack direction="row" spacing={1.5}>
        {(['light', 'main', 'dark'] as const).map((key) => (
          <Box key={key} sx={{ width: 120 }}>
            <Box
              sx={{
                height: 56,
                borderRadius: 1,
                bgcolor: primary[key],
                color: primary.contrastText,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {/* contrastText is computed against main, so the sample text sits on main only. */}
              {key === 'main' && (
                <Typography component="span" sx={{ fontSize: 24, fontWeight: 700 }}>
                  Aa
                </Typography>
              )}
            </Box>
            <Typography variant="caption" component="p">
              {key}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
              {primary[key]}
            </Typography>
          </Box>
        ))}
        <Box sx={{ width: 120 }}>
          <Box
            sx={{
              height: 56,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: primary.contrastText,
            }}
          />
          <Typography variant="caption" component="p">
            contrastText
          </Typography>
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
            {primary.contrastText}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
