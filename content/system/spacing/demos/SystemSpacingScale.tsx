import Box from '@mui/material/Box';

const steps = [0.5, 1, 2, 3, 4];

export default function SystemSpacingScale() {
  return (
    <Box
      sx={{
        height: 150,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      {steps.map((step) => (
        <Box
          key={step}
          sx={(theme) => ({
            p: step, // theme.spacing(step)
            // The padding area is tinted so that its size is visible.
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.24),
            borderRadius: 1,
          })}
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
            {`p: ${step}`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
