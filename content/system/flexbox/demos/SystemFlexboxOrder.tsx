import Box from '@mui/material/Box';

const item = {
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemFlexboxOrder() {
  return (
    <Box sx={{ height: 180, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...item, order: 3 }}>First in the DOM, order: 3</Box>
        <Box sx={{ ...item, order: 1 }}>Second, order: 1</Box>
        <Box sx={{ ...item, order: 2 }}>Third, order: 2</Box>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={item}>alignItems: flex-start</Box>
        <Box sx={{ ...item, alignSelf: 'center' }}>{"alignSelf: 'center'"}</Box>
        <Box sx={{ ...item, alignSelf: 'flex-end' }}>{"alignSelf: 'flex-end'"}</Box>
        <Box sx={{ ...item, alignSelf: 'stretch', display: 'flex', alignItems: 'center' }}>
          {"alignSelf: 'stretch'"}
        </Box>
      </Box>
    </Box>
  );
}
