import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West', 'Central'];
// Members of a fictional cycling club per region, three seasons.
const seasons = [
  { season: '2024', members: [120, 86, 143, 97, 64] },
  { season: '2025', members: [138, 102, 131, 121, 79] },
  { season: '2026', members: [151, 97, 164, 133, 102] },
];

export default function BarsSkipAnimation() {
  const titleId = React.useId();
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const { season, members } = seasons[index];
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: 340,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setIndex((previous) => (previous + 1) % seasons.length)}
        >
          Next season
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Box>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Cycling club members per region, season {season}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ min: 0, max: 180 }]}
          series={[{ data: members, label: 'Members' }]}
          skipAnimation={skipAnimation}
          hideLegend
        />
      </Box>
    </Box>
  );
}
