import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'General', text: 'Language, time zone and start page.' },
  { label: 'Appearance', text: 'Light or dark mode and font size.' },
  { label: 'Shortcuts', text: 'Keyboard shortcuts for common actions.' },
  { label: 'Storage', text: 'Space used by attachments and backups.' },
  { label: 'About', text: 'Version number and licences.' },
];

export default function TabsVertical() {
  const [value, setValue] = React.useState(0);

  return (
    <Box
      sx={{
        height: 260,
        boxSizing: 'border-box',
        display: 'flex',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Preferences"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`tabs-vertical-tab-${index}`}
            aria-controls={`tabs-vertical-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`tabs-vertical-panel-${index}`}
          aria-labelledby={`tabs-vertical-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && (
            <>
              <Typography variant="h6" component="h3">
                {section.label}
              </Typography>
              <Typography variant="body2">{section.text}</Typography>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
