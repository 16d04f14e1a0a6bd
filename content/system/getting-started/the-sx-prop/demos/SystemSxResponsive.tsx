import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';

function Profile() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Container queries: a column by default, a row once the container is 400px wide.
        flexDirection: { '@': 'column', '@400': 'row' },
        alignItems: 'center',
        gap: 2,
        textAlign: { '@': 'center', '@400': 'start' },
      }}
    >
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>AL</Avatar>
      <div>
        <Box sx={{ typography: 'subtitle1', color: 'text.primary' }}>Ada Lovelace</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Analyst · London</Box>
      </div>
    </Box>
  );
}

const container = {
  containerType: 'inline-size',
  p: 2,
  border: '1px dashed',
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function SystemSxResponsive() {
  return (
    <Box sx={{ height: 220, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          // Media queries: the text changes with the width of the window.
          typography: 'body2',
          color: 'text.secondary',
          fontWeight: { xs: 'regular', md: 'bold' },
        }}
      >
        Same component, two container widths. This line turns bold on windows 900px and wider.
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flex: 1, minHeight: 0 }}>
        <Box sx={{ ...container, width: 200, flexShrink: 0 }}>
          <Profile />
        </Box>
        <Box sx={{ ...container, flex: 1 }}>
          <Profile />
        </Box>
      </Box>
    </Box>
  );
}
