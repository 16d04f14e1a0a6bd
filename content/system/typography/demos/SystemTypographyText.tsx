import Box from '@mui/material/Box';

const line = {
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.primary',
} as const;

export default function SystemTypographyText() {
  return (
    <Box
      sx={{
        height: 250,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignContent: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ ...line, textAlign: 'start' }}>{"textAlign: 'start'"}</Box>
      <Box sx={{ ...line, textAlign: 'center' }}>{"textAlign: 'center'"}</Box>
      <Box sx={{ ...line, textAlign: 'end' }}>{"textAlign: 'end'"}</Box>
      <Box sx={{ ...line, textTransform: 'uppercase' }}>{"textTransform: 'uppercase'"}</Box>
      <Box sx={{ ...line, letterSpacing: 4 }}>letterSpacing: 4</Box>
      <Box sx={{ ...line, fontFamily: 'monospace' }}>{"fontFamily: 'monospace'"}</Box>
      {/* typography comes first: a later lineHeight overrides the one of the variant. */}
      <Box sx={{ ...line, typography: 'body2', lineHeight: 2, gridColumn: '1 / -1' }}>
        lineHeight: 2 makes each line of this paragraph twice as tall as its font size, which is
        easy to see once the text wraps.
      </Box>
    </Box>
  );
}
