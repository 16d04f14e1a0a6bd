import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, type Theme } from '@mui/material/styles';

// Each row shows "matches" only while its media query is true. Pure CSS: resize the window.
const queries: { label: string; query: (theme: Theme) => string }[] = [
  { label: "up('md')", query: (theme) => theme.breakpoints.up('md') },
  { label: "down('md')", query: (theme) => theme.breakpoints.down('md') },
  { label: "between('sm', 'lg')", query: (theme) => theme.breakpoints.between('sm', 'lg') },
  { label: "only('lg')", query: (theme) => theme.breakpoints.only('lg') },
  { label: "not('xs')", query: (theme) => theme.breakpoints.not('xs') },
];

const Status = styled('span', {
  shouldForwardProp: (prop) => prop !== 'query',
})<{ query: (theme: Theme) => string }>(({ theme, query }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  fontSize: theme.typography.pxToRem(13),
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  '&::after': { content: '"no match"' },
  // The media query string works as a key, like any other selector.
  [query(theme)]: {
    backgroundColor: (theme.vars || theme).palette.success.main,
    borderColor: 'transparent',
    color: (theme.vars || theme).palette.success.contrastText,
    '&::after': { content: '"matches"' },
  },
}));

export default function BreakpointsMediaQueries() {
  return (
    <Stack spacing={1.25} sx={{ height: 240, justifyContent: 'center' }}>
      {queries.map(({ label, query }) => (
        <Stack key={label} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            component="code"
            sx={{ width: 330, flexShrink: 0, fontFamily: 'monospace' }}
          >
            theme.breakpoints.{label}
          </Typography>
          <Status query={query} />
        </Stack>
      ))}
    </Stack>
  );
}
