import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// Stands in for a page whose own styles you do not control.
const hostPageStyles = {
  height: '100%',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSize: 18,
  lineHeight: 1.25,
} as const;

function Sample({ label }: { label: string }) {
  return (
    <p style={{ margin: 0 }}>
      <strong>{label}.</strong> Plain text, styled by its surroundings.
    </p>
  );
}

export default function CssBaselineScoped() {
  return (
    <Box
      sx={{
        height: 200,
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 2,
      }}
    >
      <Box sx={hostPageStyles}>
        <Sample label="No baseline" />
      </Box>
      <Box sx={hostPageStyles}>
        <ScopedCssBaseline sx={{ height: '100%', p: 1, borderRadius: 1 }}>
          <Sample label="ScopedCssBaseline" />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
