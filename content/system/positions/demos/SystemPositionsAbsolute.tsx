import Box from '@mui/material/Box';

const corner = {
  position: 'absolute',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontFamily: 'monospace',
  fontSize: 12,
} as const;

export default function SystemPositionsAbsolute() {
  return (
    <Box sx={{ height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box
        sx={{
          position: 'relative',
          width: 1,
          maxWidth: 480,
          height: 180,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
          typography: 'body2',
        }}
      >
        {"position: 'relative'"}
        <Box sx={{ ...corner, top: 8, left: 8 }}>top: 8, left: 8</Box>
        <Box sx={{ ...corner, top: 8, right: 8 }}>top: 8, right: 8</Box>
        <Box sx={{ ...corner, bottom: '10%', left: '5%' }}>{"bottom: '10%', left: '5%'"}</Box>
        <Box sx={{ ...corner, bottom: 0, right: 0 }}>bottom: 0, right: 0</Box>
      </Box>
    </Box>
  );
}
