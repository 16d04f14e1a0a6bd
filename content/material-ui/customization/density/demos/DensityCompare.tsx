import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const defaultTheme = createTheme({ colorSchemes: { dark: true } });

// The same components, with smaller sizes and tighter margins by default.
const denseTheme = createTheme({
  colorSchemes: { dark: true },
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { margin: 'dense' } },
    MuiList: { defaultProps: { dense: true } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  },
});

function SettingsForm({ title, idPrefix }: { title: string; idPrefix: string }) {
  return (
    <Stack sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <TextField id={`${idPrefix}-name`} label="Display name" defaultValue="Ada" />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email me updates" />
      <List disablePadding>
        <ListItem disableGutters>
          <ListItemText primary="Plan" secondary="Team, 5 seats" />
        </ListItem>
      </List>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Save</Button>
        <Button>Cancel</Button>
      </Stack>
    </Stack>
  );
}

export default function DensityCompare() {
  return (
    <Stack
      direction="row"
      spacing={3}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{ height: 320 }}
    >
      <ThemeProvider theme={defaultTheme}>
        <SettingsForm title="Default theme" idPrefix="density-default" />
      </ThemeProvider>
      <ThemeProvider theme={denseTheme}>
        <SettingsForm title="Dense theme" idPrefix="density-dense" />
      </ThemeProvider>
    </Stack>
  );
}
