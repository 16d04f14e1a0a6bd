import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

const theme = createTheme({
  colorSchemes: { dark: true },
});

type Mode = 'light' | 'dark' | 'system';

function ModeSwitcher() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is undefined until the provider has read the stored preference.
  const resolved = mode === 'system' ? systemMode : mode;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode ?? null}
        disabled={!mode}
        onChange={(_event, value: Mode | null) => {
          if (value) {
            setMode(value);
          }
        }}
        aria-label="Colour mode"
      >
        <ToggleButton value="light">
          <LightModeIcon fontSize="small" sx={{ mr: 1 }} />
          Light
        </ToggleButton>
        <ToggleButton value="system">
          <SettingsBrightnessIcon fontSize="small" sx={{ mr: 1 }} />
          System
        </ToggleButton>
        <ToggleButton value="dark">
          <DarkModeIcon fontSize="small" sx={{ mr: 1 }} />
          Dark
        </ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ p: 2, width: 280 }}>
        <Typography variant="subtitle2" component="p">
          Mode: {mode ?? '…'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Rendered as: {resolved ?? '…'}
        </Typography>
        <Button variant="contained" size="small">
          Primary action
        </Button>
      </Paper>
    </Stack>
  );
}

export default function DarkModeToggle() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <ModeSwitcher />
      </Box>
    </ThemeProvider>
  );
}
