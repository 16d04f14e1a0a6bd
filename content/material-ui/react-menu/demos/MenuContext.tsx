import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function MenuContext() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    setPosition(position === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null);
  };

  const choose = (action: string) => () => {
    setLastAction(action);
    setPosition(null);
  };

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ height: 140, p: 2, boxSizing: 'border-box', cursor: 'context-menu' }}
    >
      <Typography>Right-click anywhere in this box to open a menu at the pointer.</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last action: {lastAction}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={choose('Copy')}>Copy</MenuItem>
        <MenuItem onClick={choose('Select all')}>Select all</MenuItem>
        <MenuItem onClick={choose('Highlight')}>Highlight</MenuItem>
      </Menu>
    </Paper>
  );
}
