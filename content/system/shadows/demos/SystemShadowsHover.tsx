import Box from '@mui/material/Box';

const cards = ['Reports', 'Invoices', 'Customers'];

export default function SystemShadowsHover() {
  return (
    <Box
      sx={{
        height: 140,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      {cards.map((card) => (
        <Box
          key={card}
          component="button"
          type="button"
          sx={(theme) => ({
            width: 160,
            py: 3,
            border: 0,
            borderRadius: 2,
            font: 'inherit',
            fontWeight: 'medium',
            color: 'text.primary',
            bgcolor: 'background.paper',
            cursor: 'pointer',
            boxShadow: 1,
            transition: theme.transitions.create(['box-shadow', 'transform'], {
              duration: theme.transitions.duration.short,
            }),
            '&:hover': { boxShadow: 8, transform: 'translateY(-2px)' },
            // A custom shadow string: a focus ring in the primary colour.
            '&:focus-visible': {
              outline: 'none',
              boxShadow: `0 0 0 3px ${(theme.vars ?? theme).palette.primary.main}`,
            },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          {card}
        </Box>
      ))}
    </Box>
  );
}
