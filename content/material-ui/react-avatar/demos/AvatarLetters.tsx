import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Background and text tokens that keep a 4.5:1 contrast in light and dark mode.
const people = [
  { name: 'Olivia Park', bg: 'primary.main', fg: 'primary.contrastText' },
  { name: 'Mateo Silva', bg: 'secondary.main', fg: 'secondary.contrastText' },
  { name: 'Amara Okafor', bg: 'success.main', fg: 'success.contrastText' },
  { name: 'Lukas Brandt', bg: 'info.dark', fg: 'info.contrastText' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarLetters() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 56, alignItems: 'center' }}>
      {people.map((person) => (
        <Avatar
          key={person.name}
          role="img"
          aria-label={person.name}
          sx={{ bgcolor: person.bg, color: person.fg }}
        >
          {initials(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
