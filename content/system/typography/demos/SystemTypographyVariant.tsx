import Box from '@mui/material/Box';

const variants = ['h5', 'subtitle1', 'body1', 'body2', 'caption', 'overline'] as const;

export default function SystemTypographyVariant() {
  return (
    <Box
      sx={{
        height: 230,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Box
            sx={{
              width: 190,
              flexShrink: 0,
              fontFamily: 'monospace',
              fontSize: 13,
              color: 'text.secondary',
            }}
          >
            {`typography: '${variant}'`}
          </Box>
          <Box sx={{ typography: variant, color: 'text.primary' }}>The quick brown fox</Box>
        </Box>
      ))}
    </Box>
  );
}
