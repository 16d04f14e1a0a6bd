import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CelebrationIcon from '@mui/icons-material/Celebration';
import LightbulbIcon from '@mui/icons-material/Lightbulb';

export default function AlertIcons() {
  return (
    <Stack spacing={1} sx={{ height: 160 }}>
      <Alert icon={<CelebrationIcon fontSize="inherit" />} severity="success">
        You reached 1,000 subscribers.
      </Alert>
      <Alert icon={false} severity="info">
        This alert has no icon.
      </Alert>
      <Alert iconMapping={{ info: <LightbulbIcon fontSize="inherit" /> }} severity="info">
        iconMapping swapped the info icon.
      </Alert>
    </Stack>
  );
}
