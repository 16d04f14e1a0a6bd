import Box from '@mui/material/Box';

const cell = {
  py: 0.5,
  textAlign: 'center',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
} as const;

export default function SystemGridColumns() {
  return (
    <Box sx={{ height: 240, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
        {"gridTemplateColumns: 'repeat(3, 1fr)', gap: 1"}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {[1, 2, 3, 4, 5, 6].map((item) => (
          <Box key={item} sx={cell}>
            {item}
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
        {"gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', columnGap: 2, rowGap: 1"}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {[1, 2, 3, 4, 5, 6, 7].map((item) => (
          <Box
            key={item}
            sx={{ ...cell, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
          >
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
