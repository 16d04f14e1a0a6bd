import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const data = [
  { id: 'rent', value: 1150, label: 'Rent' },
  { id: 'food', value: 480, label: 'Food' },
  { id: 'transport', value: 190, label: 'Transport' },
  { id: 'leisure', value: 260, label: 'Leisure' },
  { id: 'savings', value: 420, label: 'Savings' },
];

export default function PieDonut() {
  const titleId = React.useId();
  const innerId = React.useId();
  const outerId = React.useId();
  const [innerRadius, setInnerRadius] = React.useState(50);
  const [outerRadius, setOuterRadius] = React.useState(100);
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Monthly spending of a household (€)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
        <Box sx={{ width: 200 }}>
          <Typography id={innerId} variant="caption">
            innerRadius: &apos;{innerRadius}%&apos;
          </Typography>
          <Slider
            size="small"
            min={0}
            max={90}
            step={5}
            value={innerRadius}
            onChange={(_, value) => setInnerRadius(value as number)}
            aria-labelledby={innerId}
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography id={outerId} variant="caption">
            outerRadius: &apos;{outerRadius}%&apos;
          </Typography>
          <Slider
            size="small"
            min={50}
            max={100}
            step={5}
            value={outerRadius}
            onChange={(_, value) => setOuterRadius(value as number)}
            aria-labelledby={outerId}
          />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data,
              innerRadius: `${Math.min(innerRadius, outerRadius - 5)}%`,
              outerRadius: `${outerRadius}%`,
              valueFormatter: (item) => `${item.value} €`,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
