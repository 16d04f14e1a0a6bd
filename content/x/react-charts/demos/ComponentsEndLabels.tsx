import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Share of orders per channel for a small retailer, in percent.
const web = [38, 52, 55, 57, 58, 60, 61];
const store = [54, 36, 33, 31, 30, 28, 27];
const phone = [8, 12, 12, 12, 12, 12, 12];

/** Writes each series' label and last value next to the end of its line. */
function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g>
      {series.map((item) => {
        const lastIndex = item.data.length - 1;
        const value = item.data[lastIndex];
        const x = xScale(years[lastIndex]);
        if (value == null || x === undefined) return null;
        const label = typeof item.label === 'function' ? item.label('legend') : item.label;
        return (
          <text
            key={item.id}
            x={x + 8}
            y={yScale(value)}
            dominantBaseline="middle"
            fill={item.color}
            style={{ fontSize: 13, fontWeight: 600 }}
          >
            {label} {value} %
          </text>
        );
      })}
    </g>
  );
}

export default function ComponentsEndLabels() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="components-end-labels-title" variant="subtitle2" component="h3">
        Share of orders per channel, 2019 to 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: years, valueFormatter: (year: number) => `${year}` }]}
          yAxis={[{ min: 0, max: 70, valueFormatter: (value: number) => `${value} %` }]}
          series={[
            { data: web, label: 'Web' },
            { data: store, label: 'Store' },
            { data: phone, label: 'Phone' },
          ]}
          // Room on the right for the labels.
          margin={{ right: 110 }}
          hideLegend
          aria-labelledby="components-end-labels-title"
        >
          <EndLabels />
        </LineChart>
      </Box>
    </Box>
  );
}
