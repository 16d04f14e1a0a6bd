import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const links = [
  { label: 'Overview', href: '#overview' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Changelog', href: '#changelog' },
];

export default function TabsLinks() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ height: 60, width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        role="navigation"
        aria-label="Product sections"
      >
        {links.map((link, index) => (
          <Tab
            key={link.href}
            component="a"
            href={link.href}
            label={link.label}
            aria-current={value === index ? 'page' : undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
    </Box>
  );
}
