import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

const area = {
  flex: 1,
  minHeight: 110,
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function PortalBasic() {
  const [portaled, setPortaled] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ height: 200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="outlined" onClick={() => setPortaled((previous) => !previous)}>
          {portaled ? 'Render in place' : 'Render into the target'}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Box sx={area}>
          <Typography variant="overline" component="p">
            Written here
          </Typography>
          {target ? (
            <Portal container={target} disablePortal={!portaled}>
              <Typography sx={{ color: 'primary.main', fontWeight: 'medium' }}>
                Portal child
              </Typography>
            </Portal>
          ) : null}
        </Box>
        <Box ref={setTarget} sx={area}>
          <Typography variant="overline" component="p">
            Target
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
