import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function UsageFirstButton() {
  return (
    <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Button variant="contained">Hello world</Button>
    </Box>
  );
}
