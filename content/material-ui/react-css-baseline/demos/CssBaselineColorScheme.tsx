import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';

export default function CssBaselineColorScheme() {
  const [follow, setFollow] = React.useState(true);
  const selectId = React.useId();
  const rangeId = React.useId();

  return (
    <Box sx={{ height: 170, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={follow} onChange={(event) => setFollow(event.target.checked)} />}
        label="Native controls follow the colour scheme"
      />
      <ScopedCssBaseline
        sx={[
          { p: 2, border: 1, borderColor: 'divider', borderRadius: 1 },
          // Native controls and scrollbars follow `color-scheme`.
          follow && { colorScheme: 'light' },
          follow && ((theme) => theme.applyStyles('dark', { colorScheme: 'dark' })),
        ]}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <label htmlFor={selectId}>
            Frequency{' '}
            <select id={selectId} defaultValue="weekly">
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </label>
          <label>
            <input type="checkbox" defaultChecked /> Email me
          </label>
          <label htmlFor={rangeId}>
            Volume <input id={rangeId} type="range" defaultValue={40} />
          </label>
        </Box>
      </ScopedCssBaseline>
    </Box>
  );
}
