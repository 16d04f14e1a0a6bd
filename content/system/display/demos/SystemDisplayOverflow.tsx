import Box from '@mui/material/Box';

const frame = {
  width: 200,
  height: 88,
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.primary',
  typography: 'body2',
} as const;

const text =
  'Release notes: the export dialog remembers the last folder, charts load twice as fast and the search box accepts quotes.';

export default function SystemDisplayOverflow() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ ...frame, overflow: 'hidden' }}>{text}</Box>
      {/* A scrolling region must be reachable with the keyboard. */}
      <Box
        role="region"
        aria-label="Release notes, scrollable"
        tabIndex={0}
        sx={{ ...frame, overflow: 'auto' }}
      >
        {text}
      </Box>
      <Box
        sx={{
          ...frame,
          height: 'auto',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
