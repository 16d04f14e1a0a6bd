import Box from '@mui/material/Box';

const cell = {
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.primary',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemDisplayResponsive() {
  return (
    <Box sx={{ height: 150, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* Media queries: based on the width of the window. */}
      <Box sx={{ ...cell, display: { xs: 'block', md: 'none' } }}>
        {"display: { xs: 'block', md: 'none' }: shown below 900px"}
      </Box>
      <Box sx={{ ...cell, display: { xs: 'none', md: 'block' } }}>
        {"display: { xs: 'none', md: 'block' }: shown from 900px"}
      </Box>
      {/* Container queries: based on the width of the nearest container. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Box sx={{ ...cell, display: { '@': 'none', '@500': 'block' } }}>
          {"display: { '@': 'none', '@500': 'block' }: shown when the container is 500px or wider"}
        </Box>
      </Box>
    </Box>
  );
}
