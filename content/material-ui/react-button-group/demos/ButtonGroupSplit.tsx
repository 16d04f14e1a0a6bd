import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplit() {
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(0);
  const [log, setLog] = React.useState('Nothing merged yet.');
  const open = Boolean(anchorEl);

  return (
    <Box
      sx={{
        height: 120,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <ButtonGroup variant="contained" aria-label="Merge options">
        <Button onClick={() => setLog(`Ran: ${actions[selected]}.`)}>{actions[selected]}</Button>
        <Button
          size="small"
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)}>
        {actions.map((action, index) => (
          <MenuItem
            key={action}
            selected={index === selected}
            disabled={index === 2}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {action}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {log}
      </Typography>
    </Box>
  );
}
