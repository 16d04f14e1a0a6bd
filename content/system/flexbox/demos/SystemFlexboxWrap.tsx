import Box from '@mui/material/Box';

const items = Array.from({ length: 12 }, (_, index) => index + 1);

function Row({ wrap }: { wrap: 'nowrap' | 'wrap' }) {
  return (
    <div>
      <Box sx={{ mb: 0.5, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
        {`flexWrap: '${wrap}'`}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: wrap, gap: 1 }}>
        {items.map((item) => (
          <Box
            key={item}
            sx={{
              flexBasis: 88,
              minWidth: 0,
              py: 0.5,
              textAlign: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderRadius: 1,
            }}
          >
            {item}
          </Box>
        ))}
      </Box>
    </div>
  );
}

export default function SystemFlexboxWrap() {
  return (
    <Box sx={{ height: 200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Row wrap="nowrap" />
      <Row wrap="wrap" />
    </Box>
  );
}
