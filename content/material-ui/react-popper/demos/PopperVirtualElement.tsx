import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

// Anything with a getBoundingClientRect() method can serve as an anchor.
interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

function pointAnchor(x: number, y: number): VirtualAnchor {
  return {
    getBoundingClientRect: () => new DOMRect(x, y, 0, 0),
  };
}

export default function PopperVirtualElement() {
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [point, setPoint] = React.useState({ x: 0, y: 0 });

  const handleMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setPoint({ x: Math.round(event.clientX - rect.left), y: Math.round(event.clientY - rect.top) });
    setAnchor(pointAnchor(event.clientX, event.clientY));
  };

  return (
    <Box sx={{ height: 160 }}>
      <Box
        onPointerMove={handleMove}
        onPointerLeave={() => setAnchor(null)}
        sx={{
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
          cursor: 'crosshair',
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>Move the pointer over this area</Typography>
      </Box>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="right-start"
        modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
        sx={{ pointerEvents: 'none' }}
      >
        <Paper elevation={3} sx={{ px: 1, py: 0.5 }}>
          <Typography variant="caption">
            x {point.x}, y {point.y}
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
