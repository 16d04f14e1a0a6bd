import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const pages = [
  {
    label: 'Inbox',
    text: 'Three unread messages.',
    action: 'Write a message',
    icon: <AddIcon />,
    color: 'primary',
  },
  {
    label: 'Drafts',
    text: 'One draft, saved yesterday.',
    action: 'Edit the draft',
    icon: <EditIcon />,
    color: 'secondary',
  },
  {
    label: 'Archive',
    text: 'Messages older than a year.',
    action: 'Back to top',
    icon: <KeyboardArrowUpIcon />,
    color: 'default',
  },
] as const;

export default function FabZoom() {
  const theme = useTheme();
  const baseId = React.useId();
  const [tab, setTab] = React.useState(0);
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Box sx={{ height: 220, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ position: 'relative', width: '100%', maxWidth: 420 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: number) => setTab(value)}
          variant="fullWidth"
          aria-label="Mail folders"
        >
          {pages.map((page, index) => (
            <Tab
              key={page.label}
              label={page.label}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
            />
          ))}
        </Tabs>
        {pages.map((page, index) => (
          <div
            key={page.label}
            role="tabpanel"
            hidden={tab !== index}
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
          >
            {tab === index && <Typography sx={{ p: 2 }}>{page.text}</Typography>}
          </div>
        ))}
        {pages.map((page, index) => (
          <Zoom
            key={page.label}
            in={tab === index}
            timeout={duration}
            style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
            unmountOnExit
          >
            <Fab
              color={page.color}
              aria-label={page.action}
              sx={{ position: 'absolute', bottom: 16, right: 16 }}
            >
              {page.icon}
            </Fab>
          </Zoom>
        ))}
      </Paper>
    </Box>
  );
}
