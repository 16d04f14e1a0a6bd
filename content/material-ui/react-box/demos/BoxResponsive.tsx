import Box from '@mui/material/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box
        sx={{
          flex: { sm: '0 0 160px' },
          p: { xs: 1, md: 2 },
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Sidebar: above the main area below 600 px, beside it from 600 px up.
      </Box>
      <Box
        sx={{
          flex: 1,
          p: { xs: 1, md: 2 },
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          typography: { xs: 'body2', md: 'body1' },
        }}
      >
        Main area. Its padding and text size change at the md breakpoint (900 px).
      </Box>
    </Box>
  );
}
