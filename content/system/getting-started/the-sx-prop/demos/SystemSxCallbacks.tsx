import Box from '@mui/material/Box';

const options = ['Monthly', 'Quarterly', 'Yearly'];

export default function SystemSxCallbacks() {
  return (
    <Box
      sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      {options.map((option) => (
        <Box
          key={option}
          component="button"
          type="button"
          sx={(theme) => ({
            px: 3,
            py: 1.5,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 2,
            font: 'inherit',
            fontWeight: 'medium',
            color: 'text.primary',
            cursor: 'pointer',
            // theme.alpha() understands the CSS variables of the theme, so it follows dark mode.
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
            transition: theme.transitions.create(['background-color', 'box-shadow']),
            '&:hover': {
              bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16),
            },
            '&:focus-visible': {
              outline: 'none',
              boxShadow: `0 0 0 3px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.5)}`,
            },
          })}
        >
          {option}
        </Box>
      ))}
    </Box>
  );
}
