import Box from '@mui/material/Box';

const samples = [
  {
    code: "bgcolor: 'secondary.main'",
    sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  },
  { code: 'p: 3', sx: { p: 3, border: 1, borderColor: 'divider' } },
  { code: 'borderRadius: 4', sx: { borderRadius: 4, border: 1, borderColor: 'divider' } },
  { code: 'boxShadow: 6', sx: { boxShadow: 6, bgcolor: 'background.paper' } },
  {
    code: "typography: 'overline'",
    sx: { typography: 'overline', border: 1, borderColor: 'divider' },
  },
  { code: "fontWeight: 'bold'", sx: { fontWeight: 'bold', border: 1, borderColor: 'divider' } },
];

export default function SystemPropertiesThemeKeys() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        alignContent: 'center',
        gap: 2,
      }}
    >
      {samples.map((sample) => (
        <Box
          key={sample.code}
          sx={[
            {
              p: 1.5,
              color: 'text.primary',
              fontFamily: 'monospace',
              fontSize: 13,
              textAlign: 'center',
            },
            sample.sx,
          ]}
        >
          {sample.code}
        </Box>
      ))}
    </Box>
  );
}
