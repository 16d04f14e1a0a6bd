import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

const labels = ['Design', 'Frontend', 'Review'];

export default function MaterialOverviewSampler() {
  const [notify, setNotify] = React.useState(true);
  const progressId = React.useId();

  return (
    <Box sx={{ height: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardHeader
          avatar={<Avatar sx={{ bgcolor: 'primary.main' }}>DS</Avatar>}
          title="Design system refresh"
          subheader="Due in 12 days"
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            {labels.map((label) => (
              <Chip key={label} label={label} size="small" />
            ))}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} id={progressId}>
            7 of 10 tasks done
          </Typography>
          <LinearProgress variant="determinate" value={70} aria-labelledby={progressId} />
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2 }}>
          <FormControlLabel
            control={
              <Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            }
            label="Notify me"
          />
          <Button size="small">Open board</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
