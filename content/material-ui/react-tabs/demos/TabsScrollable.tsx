import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function TabsScrollable() {
  const [value, setValue] = React.useState(3);
  const [second, setSecond] = React.useState(0);

  return (
    <Box sx={{ height: 120, maxWidth: 480 }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Month, scroll buttons when needed"
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
      <Tabs
        value={second}
        onChange={(_event, newValue: number) => setSecond(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Month, scroll buttons always shown"
        sx={{ mt: 1 }}
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
    </Box>
  );
}
