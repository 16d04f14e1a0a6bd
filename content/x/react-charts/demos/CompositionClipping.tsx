import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Closing price of a share over 30 days, in euros.
const price = days.map((day) => Math.round((102 + 6 * Math.sin(day / 3) + day * 0.4) * 100) / 100);

export default function CompositionClipping() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = 'composition-clipping-area';

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip the line to the drawing area"
      />
      <Typography id="composition-clip-title" variant="subtitle2" component="h3">
        Share price, days 5 to 25, y-axis from 100 € to 115 €
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'line', data: price, label: 'Closing price' }]}
          // min and max cut the domain: without clipping, the line overflows the axes.
          xAxis={[{ data: days, min: 5, max: 25 }]}
          yAxis={[{ min: 100, max: 115, width: 45 }]}
          aria-labelledby="composition-clip-title"
        >
          <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
            <LinePlot />
          </g>
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsClipPath id={clipPathId} />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
