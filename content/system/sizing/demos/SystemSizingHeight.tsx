import Box from '@mui/material/Box';

const heights = [0.25, 0.5, 0.75, 1, 48];

export default function SystemSizingHeight() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'flex',
        alignItems: 'flex-end',
        gap: 2,
        p: 1,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        boxSizing: 'border-box',
      }}
    >
      {heights.map((height) => (
        <Box
          key={height}
          sx={{
            height,
            flex: 1,
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'center',
            pt: 0.5,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {`height: ${height}`}
        </Box>
      ))}
    </Box>
  );
}
