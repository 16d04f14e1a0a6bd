import Box from '@mui/material/Box';

const chip = {
  px: 1,
  py: 0.5,
  m: 0.5,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemDisplayInline() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1.5,
        color: 'text.primary',
        typography: 'body2',
      }}
    >
      <div>
        Text before
        <Box sx={{ ...chip, display: 'inline', width: 160 }}>inline (width ignored)</Box>
        <Box sx={{ ...chip, display: 'inline', width: 160 }}>inline</Box>
        text after.
      </div>
      <div>
        Text before
        <Box sx={{ ...chip, display: 'inline-block', width: 160 }}>inline-block</Box>
        <Box sx={{ ...chip, display: 'inline-block', width: 160 }}>inline-block</Box>
        text after.
      </div>
      <div>
        Text before
        <Box sx={{ ...chip, display: 'block', width: 160 }}>block</Box>
        text after.
      </div>
    </Box>
  );
}
