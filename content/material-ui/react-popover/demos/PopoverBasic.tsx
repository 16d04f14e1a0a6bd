import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function PopoverBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const popoverId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ height: 40 }}>
      <Button
        variant="contained"
        aria-describedby={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Shipping details
      </Button>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography variant="body2" sx={{ p: 2, maxWidth: 280 }}>
          Orders placed before 14:00 leave the warehouse the same day. Delivery takes one to three
          working days.
        </Typography>
      </Popover>
    </Box>
  );
}
