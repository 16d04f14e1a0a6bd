import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children: React.ReactNode;
  index: number;
  value: number;
}

function TabPanel({ children, index, value }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`tabs-basic-panel-${index}`}
      aria-labelledby={`tabs-basic-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 2 }}>{children}</Box>}
    </div>
  );
}

function tabProps(index: number) {
  return { id: `tabs-basic-tab-${index}`, 'aria-controls': `tabs-basic-panel-${index}` };
}

export default function TabsBasic() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ height: 140, width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Account settings"
        >
          <Tab label="Profile" {...tabProps(0)} />
          <Tab label="Notifications" {...tabProps(1)} />
          <Tab label="Privacy" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>Your name, photo and short bio.</Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>Choose which events send you an email.</Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>Decide who can see your activity.</Typography>
      </TabPanel>
    </Box>
  );
}
