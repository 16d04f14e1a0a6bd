import Box from '@mui/material/Box';

const area = {
  p: 1,
  borderRadius: 1,
  color: 'text.primary',
  bgcolor: 'action.selected',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemGridAreas() {
  return (
    <Box
      sx={{
        height: 240,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: '160px 1fr',
        gridTemplateRows: 'auto 1fr auto',
        gridTemplateAreas: `
          "header header"
          "sidebar main"
          "footer footer"
        `,
      }}
    >
      <Box sx={{ ...area, gridArea: 'header' }}>{"gridArea: 'header'"}</Box>
      <Box sx={{ ...area, gridArea: 'sidebar' }}>{"gridArea: 'sidebar'"}</Box>
      <Box sx={{ ...area, gridArea: 'main', bgcolor: 'action.hover' }}>{"gridArea: 'main'"}</Box>
      <Box sx={{ ...area, gridArea: 'footer' }}>{"gridArea: 'footer'"}</Box>
    </Box>
  );
}
