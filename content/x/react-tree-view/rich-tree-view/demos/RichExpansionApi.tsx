import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'settings',
    label: 'Settings',
    children: [
      { id: 'profile', label: 'Profile' },
      {
        id: 'notifications',
        label: 'Notifications',
        children: [
          { id: 'email', label: 'Email' },
          { id: 'push', label: 'Push' },
        ],
      },
    ],
  },
  { id: 'billing', label: 'Billing' },
];

export default function RichExpansionApi() {
  const apiRef = useRichTreeViewApiRef();
  const [message, setMessage] = React.useState('Use the buttons or the tree.');

  const revealNotifications = (event: React.MouseEvent) => {
    // Expand every ancestor, then the item itself.
    ['settings', 'notifications'].forEach((itemId) =>
      apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded: true }),
    );
  };

  const reportState = () => {
    const expanded = apiRef.current?.isItemExpanded('notifications');
    setMessage(`Notifications is ${expanded ? 'expanded' : 'collapsed'}.`);
  };

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={revealNotifications}>
          Show notification settings
        </Button>
        <Button size="small" variant="outlined" onClick={reportState}>
          Is it expanded?
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Account"
          apiRef={apiRef}
          items={items}
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setMessage(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}.`)
          }
        />
      </Box>
    </Box>
  );
}
