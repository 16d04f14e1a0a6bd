import Box from '@mui/material/Box';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

export default function SystemBordersSides() {
  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {sides.map((side) => (
        <Box
          key={side}
          sx={{
            [side]: 1, // 1 → '1px solid', in the current text colour
            width: 104,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.primary',
            fontFamily: 'monospace',
            fontSize: 13,
            textAlign: 'center',
          }}
        >
          {`${side}: 1`}
        </Box>
      ))}
    </Box>
  );
}
