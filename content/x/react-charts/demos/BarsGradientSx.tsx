import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Energy produced by a rooftop solar installation, in kWh (illustrative figures).
const production = [112, 168, 281, 372, 455, 478, 502, 451, 338, 226, 131, 94];
const target = [150, 200, 300, 380, 440, 470, 480, 450, 350, 250, 160, 130];

export default function BarsGradientSx() {
  const titleId = React.useId();
  // An id that is safe inside `url(#…)`.
  const gradientId = `solar-gradient-${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Monthly solar production against the installer&apos;s estimate (kWh)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[
            {
              id: 'production',
              data: production,
              label: 'Production',
              color: '#f57c00',
            },
            { id: 'target', data: target, label: 'Estimate', color: '#90a4ae' },
          ]}
          borderRadius={4}
          sx={{
            // CSS `fill` wins over the colour the chart sets as an SVG attribute.
            [`& [data-series="production"] .${barClasses.element}`]: {
              fill: `url(#${gradientId})`,
            },
            [`& [data-series="target"] .${barClasses.element}`]: {
              fillOpacity: 0.35,
              stroke: '#607d8b',
              strokeWidth: 1,
              strokeDasharray: '3 2',
            },
          }}
        >
          {/* Children of BarChart render inside its <svg>, so they can define paint servers. */}
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#ffca28" />
              <stop offset="100%" stopColor="#ef6c00" />
            </linearGradient>
          </defs>
        </BarChart>
      </Box>
    </Box>
  );
}
