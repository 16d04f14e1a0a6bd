import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function CardVariants() {
  const [raised, setRaised] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ height: 200 }}>
      <FormControlLabel
        control={<Switch checked={raised} onChange={(event) => setRaised(event.target.checked)} />}
        label="Raise the elevation card"
      />
      <Stack direction="row" spacing={2}>
        <Card raised={raised} sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="div">
              Elevation
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The default: a shadow sets the card apart.
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="div">
              Outlined
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              A thin border and no shadow.
            </Typography>
          </CardContent>
        </Card>
      </Stack>
    </Stack>
  );
}
