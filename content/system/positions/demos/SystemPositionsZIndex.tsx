import Box from '@mui/material/Box';

const layers = [
  { zIndex: 'tooltip', bgcolor: 'primary.main', color: 'primary.contrastText' },
  { zIndex: 'modal', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { zIndex: 'appBar', bgcolor: 'success.main', color: 'success.contrastText' },
] as const;

export default function SystemPositionsZIndex() {
  return (
    <Box sx={{ height: 190, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ position: 'relative', width: 320, height: 170 }}>
        {layers.map((layer, index) => (
          <Box
            key={layer.zIndex}
            sx={{
              ...layer,
              position: 'absolute',
              top: index * 40,
              left: index * 64,
              width: 190,
              height: 90,
              boxSizing: 'border-box',
              p: 1,
              borderRadius: 1,
              boxShadow: 3,
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            {`zIndex: '${layer.zIndex}'`}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
