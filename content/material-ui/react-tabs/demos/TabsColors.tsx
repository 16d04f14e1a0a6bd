import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsColors() {
  const [value, setValue] = React.useState('daily');
  const [second, setSecond] = React.useState('daily');

  return (
    <Box sx={{ height: 120, width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        variant="fullWidth"
        aria-label="Report period, full width"
      >
        <Tab value="daily" label="Daily" />
        <Tab value="weekly" label="Weekly" />
        <Tab value="monthly" label="Monthly" />
      </Tabs>
      <Tabs
        value={second}
        onChange={(_event, newValue: string) => setSecond(newValue)}
        centered
        aria-label="Report period, centred"
        sx={{ mt: 1 }}
      >
        <Tab value="daily" label="Daily" />
        <Tab value="weekly" label="Weekly" />
        <Tab value="monthly" label="Monthly" disabled />
      </Tabs>
    </Box>
  );
}
