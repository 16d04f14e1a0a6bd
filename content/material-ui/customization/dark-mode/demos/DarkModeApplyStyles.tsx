import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { green } from '@mui/material/colors';

const StatusCard = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: 12,
  border: '1px solid',
  backgroundColor: green[50],
  borderColor: green[200],
  color: green[900],
  // Applied only while the dark colour scheme is active. With CSS variables this
  // becomes a selector, so there is no flash and no re-render when the mode changes.
  ...theme.applyStyles('dark', {
    backgroundColor: 'rgba(102, 187, 106, 0.12)',
    borderColor: green[800],
    color: green[200],
  }),
}));

export default function DarkModeApplyStyles() {
  return (
    <Box sx={{ height: 160, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Stack spacing={1} sx={{ width: 340 }}>
        <StatusCard>
          <Typography variant="subtitle2" component="p">
            All systems operational
          </Typography>
          <Typography variant="body2">Last check 2 minutes ago.</Typography>
        </StatusCard>
      </Stack>
    </Box>
  );
}
