import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const rows: PopperPlacementType[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'left', 'left-end'],
  ['right-start', 'right', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);

  return (
    <Box
      sx={{
        height: 240,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-around',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 0.5 }}>
        {rows.flat().map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === placement ? 'contained' : 'outlined'}
            aria-pressed={option === placement}
            onClick={() => setPlacement(option)}
            sx={{ textTransform: 'none' }}
          >
            {option}
          </Button>
        ))}
      </Box>
      <Box
        ref={setAnchorEl}
        sx={{
          width: 120,
          height: 60,
          display: 'grid',
          placeItems: 'center',
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 1,
        }}
      >
        Anchor
      </Box>
      <Popper
        open={anchorEl !== null}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        disablePortal
      >
        <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
          <Typography variant="body2">{placement}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
