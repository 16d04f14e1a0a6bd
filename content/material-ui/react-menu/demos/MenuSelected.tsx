import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = ['Newest first', 'Oldest first', 'Most commented', 'Title (A-Z)'];

export default function MenuSelected() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ height: 90, maxWidth: 320 }}>
      <List component="nav" aria-label="Sort order">
        <ListItemButton
          id="menu-selected-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'menu-selected' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort by" secondary={options[selectedIndex]} />
        </ListItemButton>
      </List>
      <Menu
        id="menu-selected"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'menu-selected-button', role: 'listbox' } }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            aria-selected={index === selectedIndex}
            selected={index === selectedIndex}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
