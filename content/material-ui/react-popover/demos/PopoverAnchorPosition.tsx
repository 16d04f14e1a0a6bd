import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover, { type PopoverPosition } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function PopoverAnchorPosition() {
  const [open, setOpen] = React.useState(false);
  // Kept after closing, so the popover can animate out from where it was.
  const [position, setPosition] = React.useState<PopoverPosition>({ top: 0, left: 0 });
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    setPosition({ top: event.clientY, left: event.clientX });
    setOpen(true);
  };

  const choose = (action: string) => {
    setLastAction(action);
    setOpen(false);
  };

  return (
    <Box sx={{ height: 140 }}>
      <Box
        onContextMenu={handleContextMenu}
        sx={{
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>
          Right-click anywhere in this area.
          <br />
          {lastAction ? `Last action: ${lastAction}` : 'No action chosen yet.'}
        </Typography>
      </Box>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorReference="anchorPosition"
        anchorPosition={position}
      >
        <MenuList dense autoFocusItem aria-label="Text actions">
          {['Copy', 'Paste', 'Select all'].map((action) => (
            <MenuItem key={action} onClick={() => choose(action)}>
              {action}
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </Box>
  );
}
