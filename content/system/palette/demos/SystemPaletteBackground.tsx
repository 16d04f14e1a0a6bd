import Box from '@mui/material/Box';

const swatches = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'text.primary', color: 'background.paper' },
  { bgcolor: 'success.main', color: 'success.contrastText' },
  { bgcolor: 'grey.200', color: 'grey.900' },
  { bgcolor: 'background.paper', color: 'text.primary' },
];

export default function SystemPaletteBackground() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        alignContent: 'center',
        gap: 1,
      }}
    >
      {swatches.map((swatch) => (
        <Box
          key={swatch.bgcolor}
          sx={{
            ...swatch,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {`bgcolor: '${swatch.bgcolor}'`}
        </Box>
      ))}
    </Box>
  );
}
