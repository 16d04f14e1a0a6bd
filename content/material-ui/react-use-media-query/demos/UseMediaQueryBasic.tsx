import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UseMediaQueryBasic() {
  const wide = useMediaQuery('(min-width: 1000px)');

  return (
    <Box
      sx={{
        height: 80,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        alignContent: 'flex-start',
        gap: 1.5,
      }}
    >
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        (min-width: 1000px)
      </Typography>
      <Chip
        label={wide ? 'matches' : 'does not match'}
        color={wide ? 'success' : 'default'}
        variant={wide ? 'filled' : 'outlined'}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Resize the window to change it.
      </Typography>
    </Box>
  );
}
