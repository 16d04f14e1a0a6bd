import Box from '@mui/material/Box';

const levels = [0.04, 0.12, 0.24, 0.48];

export default function SystemPaletteAlpha() {
  return (
    <Box
      sx={{
        height: 120,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={(theme) => ({
            width: 140,
            py: 2,
            textAlign: 'center',
            borderRadius: 1,
            color: 'text.primary',
            // (theme.vars ?? theme) picks the CSS variable when the theme has them,
            // so the colour follows light and dark mode.
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, level),
          })}
        >
          {`alpha ${level}`}
        </Box>
      ))}
    </Box>
  );
}
