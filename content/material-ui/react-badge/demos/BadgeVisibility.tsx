import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/Mail';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [invisible, setInvisible] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ height: 152 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Box role="img" aria-label={`${count} messages`} sx={{ display: 'flex', p: 1 }}>
          <Badge color="primary" badgeContent={count} showZero={showZero} invisible={invisible}>
            <MailIcon />
          </Badge>
        </Box>
        <Box role="img" aria-label={`${count * 50} messages`} sx={{ display: 'flex', p: 1 }}>
          <Badge
            color="secondary"
            badgeContent={count * 50}
            max={99}
            showZero={showZero}
            invisible={invisible}
          >
            <MailIcon />
          </Badge>
        </Box>
        <ButtonGroup size="small" aria-label="Message count">
          <Button aria-label="Fewer messages" onClick={() => setCount((c) => Math.max(c - 1, 0))}>
            <RemoveIcon fontSize="small" />
          </Button>
          <Button aria-label="More messages" onClick={() => setCount((c) => c + 1)}>
            <AddIcon fontSize="small" />
          </Button>
        </ButtonGroup>
      </Stack>
      <FormControlLabel
        control={
          <Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
        }
        label="showZero"
      />
      <FormControlLabel
        control={
          <Switch checked={invisible} onChange={(event) => setInvisible(event.target.checked)} />
        }
        label="invisible"
      />
    </Stack>
  );
}
