import Box from '@mui/material/Box';

const radii: Array<number | string> = [0, 1, 2, 4, '50%', '24px 0'];

export default function SystemBordersRadius() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {radii.map((radius) => (
        <Box
          key={String(radius)}
          sx={{
            borderRadius: radius, // numbers × theme.shape.borderRadius, strings as written
            width: 80,
            height: 80,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {typeof radius === 'number' ? radius : `'${radius}'`}
        </Box>
      ))}
    </Box>
  );
}
