import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
const cyclists = [40, 310, 120, 150, 130, 220, 340, 90];

export default function ChartsGettingStartedSizing() {
  const titleId = React.useId();
  const sliderId = React.useId();
  const [width, setWidth] = React.useState(70);
  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ width: 260 }}>
        <Typography id={sliderId} variant="caption">
          Parent width: {width} %
        </Typography>
        <Slider
          size="small"
          min={30}
          max={100}
          value={width}
          onChange={(_, value) => setWidth(value as number)}
          aria-labelledby={sliderId}
        />
      </Box>
      {/* The parent has a width and a height; the chart has neither and fills it. */}
      <Box
        component="figure"
        sx={{
          m: 0,
          width: `${width}%`,
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          border: '1px dashed',
          borderColor: 'divider',
          p: 1,
        }}
      >
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Cyclists counted at a bridge, one weekday
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <LineChart
            aria-labelledby={titleId}
            xAxis={[{ scaleType: 'point', data: hours }]}
            series={[{ data: cyclists, label: 'Cyclists' }]}
            hideLegend
          />
        </Box>
      </Box>
    </Box>
  );
}
