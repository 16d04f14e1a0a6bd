import Box from '@mui/material/Box';

const elevations = [0, 1, 2, 4, 8, 12, 16, 24];

export default function SystemShadowsScale() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        alignContent: 'center',
        gap: 3,
        px: 1,
      }}
    >
      {elevations.map((elevation) => (
        <Box
          key={elevation}
          sx={{
            boxShadow: elevation, // theme.shadows[elevation]
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {`boxShadow: ${elevation}`}
        </Box>
      ))}
    </Box>
  );
}
