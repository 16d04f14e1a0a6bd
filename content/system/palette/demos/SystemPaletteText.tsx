import Box from '@mui/material/Box';

const colors = [
  'text.primary',
  'text.secondary',
  'primary.main',
  'secondary.main',
  'error.main',
  'success.main',
];

export default function SystemPaletteText() {
  return (
    <Box
      sx={{
        height: 120,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        alignContent: 'center',
        gap: 1,
      }}
    >
      {colors.map((color) => (
        <Box key={color} sx={{ color, typography: 'body1', fontWeight: 'medium' }}>
          {`color: '${color}'`}
        </Box>
      ))}
    </Box>
  );
}
