import Box from '@mui/material/Box';

const item = {
  py: 1,
  px: 1.5,
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

const fixed = { ...item, bgcolor: 'action.selected', color: 'text.primary' } as const;
const flexible = { ...item, bgcolor: 'primary.main', color: 'primary.contrastText' } as const;

export default function SystemFlexboxGrow() {
  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={fixed}>auto</Box>
        <Box sx={{ ...flexible, flexGrow: 1 }}>flexGrow: 1</Box>
        <Box sx={fixed}>auto</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...flexible, flexGrow: 1 }}>flexGrow: 1</Box>
        <Box sx={{ ...flexible, flexGrow: 2 }}>flexGrow: 2</Box>
        <Box sx={{ ...fixed, flexBasis: 160, flexShrink: 0 }}>flexBasis: 160, flexShrink: 0</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...flexible, flex: '1 1 0' }}>{"flex: '1 1 0'"}</Box>
        <Box sx={{ ...flexible, flex: '1 1 0' }}>{"flex: '1 1 0' with longer text"}</Box>
        <Box sx={{ ...flexible, flex: '1 1 0' }}>{"flex: '1 1 0'"}</Box>
      </Box>
    </Box>
  );
}
