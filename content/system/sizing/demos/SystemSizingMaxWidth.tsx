import Box from '@mui/material/Box';

const bar = {
  width: 1,
  boxSizing: 'border-box',
  py: 0.5,
  px: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemSizingMaxWidth() {
  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Box sx={bar}>width: 1</Box>
      <Box sx={{ ...bar, maxWidth: 'sm' }}>{"width: 1, maxWidth: 'sm' (600px)"}</Box>
      <Box sx={{ ...bar, maxWidth: 0.5 }}>width: 1, maxWidth: 0.5</Box>
      <Box sx={{ ...bar, width: 0.1, minWidth: 260 }}>width: 0.1, minWidth: 260</Box>
    </Box>
  );
}
