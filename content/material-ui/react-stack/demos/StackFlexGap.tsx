import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const topics = [
  'Accessibility',
  'Animation',
  'Breakpoints',
  'Dark mode',
  'Forms',
  'Layout',
  'Right-to-left',
  'Testing',
  'Theming',
];

export default function StackFlexGap() {
  return (
    <Box sx={{ height: 160 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 560 }}>
        {topics.map((topic) => (
          <Chip key={topic} label={topic} variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}
