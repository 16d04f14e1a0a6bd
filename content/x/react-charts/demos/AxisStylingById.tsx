import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate normals for Vienna: mean temperature (°C) and precipitation (mm).
const temperature = [0.3, 1.9, 6.1, 11.3, 15.9, 19.3, 21.3, 20.8, 16.3, 10.8, 5.3, 1.2];
const precipitation = [38, 42, 52, 44, 70, 73, 69, 67, 62, 40, 50, 45];

const TEMPERATURE_COLOR = '#c62828';
const PRECIPITATION_COLOR = '#1565c0';

export default function AxisStylingById() {
  const titleId = React.useId();
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3">
        Vienna climate: mean temperature (left axis) and precipitation (right axis)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
          yAxis={[
            {
              id: 'temperature',
              position: 'left',
              label: '°C',
              min: 0,
              max: 25,
            },
            {
              id: 'precipitation',
              position: 'right',
              label: 'mm',
              min: 0,
              max: 100,
            },
          ]}
          series={[
            {
              data: temperature,
              label: 'Temperature',
              yAxisId: 'temperature',
              color: TEMPERATURE_COLOR,
              valueFormatter: (value) => `${value} °C`,
            },
            {
              data: precipitation,
              label: 'Precipitation',
              yAxisId: 'precipitation',
              color: PRECIPITATION_COLOR,
              valueFormatter: (value) => `${value} mm`,
            },
          ]}
          sx={{
            // Each axis root carries its id in `data-axis-id`.
            [`& .${axisClasses.root}[data-axis-id="temperature"]`]: {
              [`& .${axisClasses.line}, & .${axisClasses.tick}`]: {
                stroke: TEMPERATURE_COLOR,
              },
              [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: {
                fill: TEMPERATURE_COLOR,
              },
            },
            [`& .${axisClasses.root}[data-axis-id="precipitation"]`]: {
              [`& .${axisClasses.line}, & .${axisClasses.tick}`]: {
                stroke: PRECIPITATION_COLOR,
              },
              [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: {
                fill: PRECIPITATION_COLOR,
              },
            },
            // The x-axis keeps its labels but loses its line.
            [`& .${axisClasses.root}[data-axis-id="months"] .${axisClasses.line}`]: {
              display: 'none',
            },
          }}
        />
      </Box>
    </Box>
  );
}
