import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Register the new variant with TypeScript.
declare module '@mui/material/styles' {
  interface TypographyVariants {
    kicker: CSSProperties;
  }
  interface TypographyVariantsOptions {
    kicker?: CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kicker: true;
  }
}

const theme = createTheme({
  colorSchemes: { dark: true },
  typography: {
    // Change a built-in variant...
    h4: { fontWeight: 700, letterSpacing: '-0.02em' },
    // ...and add a new one.
    kicker: {
      fontSize: '0.8125rem',
      fontWeight: 700,
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
    },
  },
  components: {
    MuiTypography: {
      defaultProps: {
        // Unknown variants render a <span> unless they are mapped to an element.
        variantMapping: { kicker: 'p' },
      },
    },
  },
});

export default function TypographyCustomVariant() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          height: 180,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography variant="kicker">Case study</Typography>
        <Typography variant="h4" component="p" gutterBottom>
          Shipping twice as often
        </Typography>
        <Typography variant="body1">
          How a four-person team cut its release cycle from two weeks to one.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
