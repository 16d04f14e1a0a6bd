import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkExternal() {
  return (
    <Box sx={{ height: 40 }}>
      <Link
        href="https://mui.com/"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        MUI website
        <OpenInNewIcon fontSize="inherit" aria-hidden />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          (opens in a new tab)
        </Box>
      </Link>
    </Box>
  );
}
