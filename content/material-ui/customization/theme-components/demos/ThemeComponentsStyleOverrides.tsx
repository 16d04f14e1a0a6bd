import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

const theme = createTheme({
  colorSchemes: { dark: true },
  components: {
    MuiChip: {
      styleOverrides: {
        // Each key is a slot: root, label, icon, deleteIcon…
        root: ({ theme: current }) => ({
          borderRadius: current.shape.borderRadius,
          fontWeight: 600,
          // Style by prop value with `variants` instead of a conditional.
          variants: [
            {
              props: { variant: 'outlined' },
              style: { borderStyle: 'dashed' },
            },
          ],
        }),
        label: {
          paddingInline: 10,
        },
        icon: {
          fontSize: 18,
        },
      },
    },
  },
});

export default function ThemeComponentsStyleOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Stack direction="row" spacing={1.5}>
          <Chip label="Filled" color="primary" icon={<CheckIcon />} />
          <Chip label="Outlined" variant="outlined" />
          <Chip label="Deletable" onDelete={() => {}} />
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
