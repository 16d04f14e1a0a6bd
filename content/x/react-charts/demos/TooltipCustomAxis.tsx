import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19'];
// Orders per week and per channel.
const series = [
  { data: [310, 295, 342, 360, 351, 389], label: 'Web', stack: 'orders' },
  { data: [120, 131, 118, 142, 150, 138], label: 'App', stack: 'orders' },
  { data: [64, 58, 61, 55, 49, 52], label: 'Phone', stack: 'orders' },
];

function OrdersTooltipContent() {
  // One entry per axis that triggers the tooltip: here, the band x-axis.
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) return null;
  const { axisFormattedValue, seriesItems } = axes[0];
  const total = seriesItems.reduce((sum, item) => sum + (Number(item.value) || 0), 0);

  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">Week {axisFormattedValue.slice(1)}</Typography>
      {seriesItems.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        Total: {total} orders
      </Typography>
    </Paper>
  );
}

function OrdersTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <OrdersTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomAxis() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="tooltip-custom-axis-title" variant="subtitle2" component="h3">
        Orders per week and channel
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: weeks }]}
          yAxis={[{ width: 40 }]}
          series={series}
          slots={{ tooltip: OrdersTooltip }}
          aria-labelledby="tooltip-custom-axis-title"
        />
      </Box>
    </Box>
  );
}
