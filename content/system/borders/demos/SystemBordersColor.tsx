import Box from '@mui/material/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'success.main',
  'grey.500',
  'divider',
];

export default function SystemBordersColor() {
  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            border: 3,
            borderColor: color,
            width: 120,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.primary',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
