import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

type MaxWidth = NonNullable<DialogProps['maxWidth']>;
const options: (MaxWidth & string)[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);

  const handleMaxWidth = (event: SelectChangeEvent) => {
    const value = event.target.value;
    setMaxWidth(value === 'false' ? false : (value as MaxWidth));
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ height: 96, alignItems: 'center', alignContent: 'center', flexWrap: 'wrap' }}
    >
      <FormControl size="small" sx={{ minWidth: 120 }}>
        <InputLabel id="dialog-max-width-label">maxWidth</InputLabel>
        <Select
          labelId="dialog-max-width-label"
          label="maxWidth"
          value={String(maxWidth)}
          onChange={handleMaxWidth}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
          <MenuItem value="false">false</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />
        }
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>Dialog width</DialogTitle>
        <DialogContent>
          <DialogContentText>
            maxWidth is {String(maxWidth)} and fullWidth is {String(fullWidth)}. Resize the window
            to see the dialog keep its margins on small screens.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
