import Box from '@mui/material/Box';

const widths: Array<number | string> = [0.25, 0.5, 0.75, 1, 240, 'auto'];

export default function SystemSizingWidth() {
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
      {widths.map((width) => (
        <Box
          key={String(width)}
          sx={{
            width,
            boxSizing: 'border-box',
            py: 0.5,
            px: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'nowrap',
          }}
        >
          {typeof width === 'number' ? `width: ${width}` : `width: '${width}'`}
        </Box>
      ))}
    </Box>
  );
}
