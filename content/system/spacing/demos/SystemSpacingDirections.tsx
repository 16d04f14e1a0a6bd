import Box from '@mui/material/Box';

const samples = [
  { code: 'pt: 3', sx: { pt: 3 } },
  { code: 'pr: 3', sx: { pr: 3 } },
  { code: 'pb: 3', sx: { pb: 3 } },
  { code: 'pl: 3', sx: { pl: 3 } },
  { code: 'px: 3', sx: { px: 3 } },
  { code: 'py: 3', sx: { py: 3 } },
  { code: 'paddingInlineStart: 3', sx: { paddingInlineStart: 3 } },
];

export default function SystemSpacingDirections() {
  return (
    <Box
      sx={{
        height: 190,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {samples.map((sample) => (
        <Box
          key={sample.code}
          sx={[
            (theme) => ({
              bgcolor: theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.24),
              borderRadius: 1,
            }),
            sample.sx,
          ]}
        >
          <Box
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontFamily: 'monospace',
              fontSize: 13,
              whiteSpace: 'nowrap',
            }}
          >
            {sample.code}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
