import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Reykjavík', 'Oslo', 'Amsterdam', 'Paris', 'Madrid', 'Athens'];
const regions = ['North', 'North', 'West', 'West', 'South', 'South'];
// Average July high temperature, in °C.
const highs = [14, 22, 22, 26, 33, 33];

type MapType = 'piecewise' | 'continuous' | 'ordinal';

const regionColors = regions.map((region) =>
  region === 'North' ? '#5c6bc0' : region === 'West' ? '#26a69a' : '#ef6c00',
);

export default function StylingColorMap() {
  const [type, setType] = React.useState<MapType>('piecewise');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_, next: MapType | null) => next && setType(next)}
        aria-label="colorMap type"
      >
        <ToggleButton value="piecewise">piecewise (y)</ToggleButton>
        <ToggleButton value="continuous">continuous (y)</ToggleButton>
        <ToggleButton value="ordinal">ordinal (x)</ToggleButton>
      </ToggleButtonGroup>
      <Typography id="styling-color-map-title" variant="subtitle2" component="h3">
        Average July high temperature (°C)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[
            {
              scaleType: 'band',
              data: cities,
              // Ordinal maps work on band and point axes: one colour per category value.
              colorMap:
                type === 'ordinal'
                  ? { type: 'ordinal', values: cities, colors: regionColors }
                  : undefined,
            },
          ]}
          yAxis={[
            {
              width: 35,
              // Piecewise and continuous maps work on the value axis.
              colorMap:
                type === 'piecewise'
                  ? {
                      type: 'piecewise',
                      thresholds: [18, 25],
                      colors: ['#0288d1', '#f9a825', '#d84315'],
                    }
                  : type === 'continuous'
                    ? { type: 'continuous', min: 10, max: 35, color: ['#4fc3f7', '#d84315'] }
                    : undefined,
            },
          ]}
          series={[{ data: highs, label: 'July high', valueFormatter: (value) => `${value} °C` }]}
          hideLegend
          aria-labelledby="styling-color-map-title"
        />
      </Box>
    </Box>
  );
}
