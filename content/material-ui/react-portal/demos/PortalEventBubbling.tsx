import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [target, setTarget] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ height: 180, display: 'flex', gap: 2 }}>
      {/* The click handler sits on the parent, not on the button. */}
      <Box
        onClick={() => setClicks((count) => count + 1)}
        sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="overline" component="p">
          Parent with onClick
        </Typography>
        <Typography aria-live="polite">Clicks: {clicks}</Typography>
        {target ? (
          <Portal container={target}>
            <Button variant="contained">Click me</Button>
          </Portal>
        ) : null}
      </Box>
      <Box
        ref={setTarget}
        sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="overline" component="p">
          Portal target
        </Typography>
      </Box>
    </Box>
  );
}
