import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function SnackbarPosition() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin>(positions[3]);
  const [open, setOpen] = React.useState(false);

  const show = (position: SnackbarOrigin) => () => {
    setOrigin(position);
    setOpen(true);
  };

  const label = `${origin.vertical} ${origin.horizontal}`;

  return (
    <Box
      sx={{
        height: 120,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 160px))',
        gap: 1,
        alignContent: 'center',
      }}
    >
      {positions.map((position) => (
        <Button
          key={`${position.vertical}-${position.horizontal}`}
          size="small"
          variant="outlined"
          onClick={show(position)}
        >
          {position.vertical} {position.horizontal}
        </Button>
      ))}
      <Snackbar
        key={label}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Anchored at ${label}`}
      />
    </Box>
  );
}
