import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type ThemeVars } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
});

const tokens = [
  { label: 'palette.primary.main', pick: (vars: ThemeVars) => vars.palette.primary.main },
  { label: 'palette.secondary.main', pick: (vars: ThemeVars) => vars.palette.secondary.main },
  {
    label: 'palette.background.paper',
    pick: (vars: ThemeVars) => vars.palette.background.paper,
  },
  { label: 'palette.text.primary', pick: (vars: ThemeVars) => vars.palette.text.primary },
];

function TokenList() {
  const current = useTheme();
  if (!current.vars) {
    return <Typography>CSS variables are turned off for this theme.</Typography>;
  }
  const vars = current.vars;
  return (
    <Stack spacing={1.5}>
      {tokens.map((token) => {
        const value = token.pick(vars);
        return (
          <Stack key={token.label} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 32,
                height: 32,
                flexShrink: 0,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: value,
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                theme.vars.{token.label}
              </Typography>
              <Typography
                variant="body2"
                component="code"
                sx={{ fontFamily: 'monospace', color: 'text.secondary', wordBreak: 'break-all' }}
              >
                {value}
              </Typography>
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function DarkModeCssVariables() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 260, display: 'flex', alignItems: 'center', px: 2 }}>
        <TokenList />
      </Box>
    </ThemeProvider>
  );
}
