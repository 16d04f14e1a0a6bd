import Box from '@mui/material/Box';

const cell = {
  p: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemGridSpan() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gridAutoRows: 'minmax(56px, 1fr)',
        gridAutoFlow: 'row dense',
        gap: 1,
      }}
    >
      <Box sx={{ ...cell, gridColumn: 'span 2' }}>{"gridColumn: 'span 2'"}</Box>
      <Box
        sx={{
          ...cell,
          gridRow: 'span 2',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {"gridRow: 'span 2'"}
      </Box>
      <Box sx={{ ...cell, gridColumn: '1 / -1', gridRow: 3 }}>{"gridColumn: '1 / -1'"}</Box>
      <Box sx={cell}>auto</Box>
      <Box sx={cell}>auto</Box>
      <Box sx={cell}>auto</Box>
    </Box>
  );
}
