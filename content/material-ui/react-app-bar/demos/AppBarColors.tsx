import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: NonNullable<AppBarProps['color']>[] = [
  'primary',
  'secondary',
  'default',
  'transparent',
];

export default function AppBarColors() {
  return (
    <Stack spacing={1.5} sx={{ height: 260 }}>
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color} enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="subtitle1" component="div">
              color=&quot;{color}&quot;, dense toolbar
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
