import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Let TypeScript accept the new value of the `variant` prop.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const theme = createTheme({
  colorSchemes: { dark: true },
  components: {
    MuiButton: {
      variants: [
        {
          // A new variant, matched by prop value.
          props: { variant: 'dashed' },
          style: ({ theme: current }) => ({
            border: `2px dashed ${(current.vars || current).palette.primary.main}`,
            color: (current.vars || current).palette.primary.main,
          }),
        },
        {
          // Extra styles for an existing combination, matched by a function.
          props: (props) => props.variant === 'dashed' && props.color === 'secondary',
          style: ({ theme: current }) => ({
            borderColor: (current.vars || current).palette.secondary.main,
            color: (current.vars || current).palette.secondary.main,
          }),
        },
      ],
    },
  },
});

export default function ThemeComponentsVariants() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={2}>
          <Button variant="dashed">Dashed</Button>
          <Button variant="dashed" color="secondary">
            Dashed secondary
          </Button>
          <Button variant="dashed" size="small">
            Small dashed
          </Button>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
