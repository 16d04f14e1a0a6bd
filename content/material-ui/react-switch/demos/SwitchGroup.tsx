import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Channel = 'email' | 'sms' | 'push';

const channels: { key: Channel; label: string }[] = [
  { key: 'email', label: 'Email' },
  { key: 'sms', label: 'Text message' },
  { key: 'push', label: 'Push notification' },
];

export default function SwitchGroup() {
  const [state, setState] = React.useState<Record<Channel, boolean>>({
    email: true,
    sms: false,
    push: true,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setState({ ...state, [event.target.name]: event.target.checked });
  };

  const enabled = channels.filter((channel) => state[channel.key]).length;

  return (
    <Box sx={{ height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">Notify me about new orders by</FormLabel>
        <FormGroup>
          {channels.map((channel) => (
            <FormControlLabel
              key={channel.key}
              label={channel.label}
              control={
                <Switch checked={state[channel.key]} onChange={handleChange} name={channel.key} />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {enabled === 0 ? 'You will not hear about new orders.' : `${enabled} channel(s) on.`}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
