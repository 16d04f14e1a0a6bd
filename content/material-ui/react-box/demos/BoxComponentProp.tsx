import Box from '@mui/material/Box';

const steps = ['Install', 'Wrap your app in a theme', 'Build the layout'];

export default function BoxComponentProp() {
  return (
    <Box sx={{ height: 130 }}>
      <Box
        component="ol"
        aria-label="Setup steps"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{
              px: 2,
              py: 1,
              borderRadius: 4,
              border: 1,
              borderColor: 'primary.main',
              color: 'primary.main',
              typography: 'body2',
            }}
          >
            {index + 1}. {step}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
