import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export default function PaletteIntents() {
  return (
    <Box
      sx={{
        height: 220,
        display: 'grid',
        gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
        gap: 1.5,
        alignContent: 'center',
      }}
    >
      {intents.map((intent) => (
        <Stack key={intent} spacing={0.5}>
          <Box
            sx={{
              height: 72,
              borderRadius: 1,
              bgcolor: `${intent}.main`,
              color: `${intent}.contrastText`,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {/* Large, bold sample text: contrastText only promises a 3:1 ratio. */}
            <Typography component="span" sx={{ fontSize: 24, fontWeight: 700 }}>
              Aa
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5}>
            <Box sx={{ flex: 1, height: 24, borderRadius: 1, bgcolor: `${intent}.light` }} />
            <Box sx={{ flex: 1, height: 24, borderRadius: 1, bgcolor: `${intent}.dark` }} />
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {intent}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            main · light | dark
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
