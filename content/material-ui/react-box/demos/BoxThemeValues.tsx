import Box from '@mui/material/Box';

const swatches = [
  { label: 'primary', bgcolor: 'primary.main', color: 'primary.contrastText' },
  { label: 'secondary', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { label: 'success', bgcolor: 'success.main', color: 'success.contrastText' },
  { label: 'paper', bgcolor: 'background.paper', color: 'text.primary' },
] as const;

export default function BoxThemeValues() {
  return (
    <Box
      sx={{ height: 140, display: 'flex', flexWrap: 'wrap', gap: 2, alignContent: 'flex-start' }}
    >
      {swatches.map((swatch) => (
        <Box
          key={swatch.label}
          sx={{
            width: 120,
            p: 2,
            bgcolor: swatch.bgcolor,
            color: swatch.color,
            borderRadius: 2,
            boxShadow: 2,
            typography: 'body2',
            fontWeight: 'fontWeightMedium',
            transition: (theme) => theme.transitions.create('box-shadow'),
            '&:hover': { boxShadow: 8 },
          }}
        >
          {swatch.label}
        </Box>
      ))}
    </Box>
  );
}
