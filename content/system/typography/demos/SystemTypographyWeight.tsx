import Box from '@mui/material/Box';

const weights = ['light', 'regular', 'medium', 'bold', 900] as const;

export default function SystemTypographyWeight() {
  return (
    <Box
      sx={{
        height: 150,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, color: 'text.primary' }}>
        {weights.map((weight) => (
          <Box key={weight} sx={{ fontWeight: weight, fontSize: 18 }}>
            {`fontWeight: ${typeof weight === 'number' ? weight : `'${weight}'`}`}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 3,
          color: 'text.primary',
        }}
      >
        <Box sx={{ fontSize: 12 }}>fontSize: 12</Box>
        <Box sx={{ fontSize: 'default' }}>{"fontSize: 'default'"}</Box>
        <Box sx={{ fontSize: '1.25rem' }}>{"fontSize: '1.25rem'"}</Box>
        <Box sx={{ fontStyle: 'italic' }}>{"fontStyle: 'italic'"}</Box>
      </Box>
    </Box>
  );
}
