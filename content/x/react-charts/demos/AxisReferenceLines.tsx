import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// 95th percentile response time of a fictional API, in milliseconds.
const latency = [
  182, 176, 171, 169, 174, 188, 214, 246, 263, 259, 251, 248, 255, 262, 341, 322, 287, 268, 241,
  228, 214, 203, 194, 187,
];

const TARGET = 300;

export default function AxisReferenceLines() {
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
        API response time (95th percentile) over one day, with the 300 ms target and a deployment
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'point',
              data: hours,
              tickLabelInterval: (_, index) => index % 3 === 0,
            },
          ]}
          yAxis={[
            {
              min: 0,
              max: 400,
              valueFormatter: (value: number) => `${value} ms`,
              width: 55,
            },
          ]}
          series={[
            {
              data: latency,
              label: 'p95 latency',
              showMark: false,
              valueFormatter: (value) => `${value} ms`,
            },
          ]}
          hideLegend
        >
          {/* A horizontal line at a value of the y-axis. */}
          <ChartsReferenceLine
            y={TARGET}
            label="Target 300 ms"
            labelAlign="start"
            lineStyle={{ stroke: '#c62828', strokeDasharray: '6 4' }}
            labelStyle={{ fill: '#c62828', fontSize: 12 }}
          />
          {/* A vertical line at a category of the x-axis. */}
          <ChartsReferenceLine
            x="14:00"
            label="Deploy v2.3"
            labelAlign="end"
            lineStyle={{ stroke: '#616161' }}
            labelStyle={{ fontSize: 12 }}
          />
        </LineChart>
      </Box>
    </Box>
  );
}
