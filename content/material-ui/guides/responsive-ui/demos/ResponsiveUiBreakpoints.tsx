import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

const keys: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function ResponsiveUiBreakpoints() {
  const theme = useTheme();
  // One query per breakpoint: `only` matches from that breakpoint up to the next one.
  const matches = [
    useMediaQuery(theme.breakpoints.only('xs')),
    useMediaQuery(theme.breakpoints.only('sm')),
    useMediaQuery(theme.breakpoints.only('md')),
    useMediaQuery(theme.breakpoints.only('lg')),
    useMediaQuery(theme.breakpoints.only('xl')),
  ];
  const active = keys[matches.indexOf(true)] ?? 'xs';

  return (
    <Box sx={{ height: 260, display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
      <Typography role="status">
        Active breakpoint: <strong>{active}</strong> ({theme.breakpoints.values[active]}px and up)
      </Typography>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          // Stacked on small screens, side by side from md.
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1, md: 2 },
        }}
      >
        {['Filters', 'Results'].map((label) => (
          <Paper
            key={label}
            variant="outlined"
            sx={{
              flex: label === 'Results' ? 2 : 1,
              p: { xs: 1, sm: 2 },
              bgcolor: { xs: 'action.hover', md: 'background.paper' },
            }}
          >
            <Typography variant="subtitle2" component="p">
              {label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
