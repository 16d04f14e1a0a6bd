import Badge from '@mui/material/Badge';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

// Tell TypeScript about the new key: `Theme` is what components read,
// `ThemeOptions` is what createTheme() accepts.
declare module '@mui/material/styles' {
  interface Theme {
    presence: {
      online: string;
      away: string;
      offline: string;
    };
  }
  interface ThemeOptions {
    presence?: {
      online?: string;
      away?: string;
      offline?: string;
    };
  }
}

const theme = createTheme({
  colorSchemes: { dark: true },
  presence: {
    online: '#2e7d32',
    away: '#f9a825',
    offline: '#9e9e9e',
  },
});

type Presence = keyof typeof theme.presence;

const PresenceDot = styled('span')<{ status: Presence }>(({ theme: current, status }) => ({
  display: 'block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  backgroundColor: current.presence[status],
  boxShadow: `0 0 0 2px ${(current.vars || current).palette.background.paper}`,
}));

const people: { name: string; status: Presence }[] = [
  { name: 'Ada', status: 'online' },
  { name: 'Grace', status: 'away' },
  { name: 'Linus', status: 'offline' },
];

export default function ThemingCustomVariables() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={4}>
          {people.map((person) => (
            <Stack key={person.name} spacing={1} sx={{ alignItems: 'center' }}>
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                badgeContent={<PresenceDot status={person.status} />}
              >
                <Avatar>{person.name[0]}</Avatar>
              </Badge>
              <Typography variant="body2">
                {person.name}, {person.status}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
