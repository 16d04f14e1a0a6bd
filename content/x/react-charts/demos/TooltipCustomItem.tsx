import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

// Time spent per activity on a typical weekday, in minutes.
const activities = [
  { id: 'sleep', value: 450, label: 'Sleep' },
  { id: 'work', value: 480, label: 'Work' },
  { id: 'commute', value: 70, label: 'Commute' },
  { id: 'meals', value: 95, label: 'Meals' },
  { id: 'leisure', value: 200, label: 'Leisure' },
  { id: 'chores', value: 145, label: 'Chores' },
];
const totalMinutes = activities.reduce((sum, item) => sum + item.value, 0);

function ActivityTooltipContent() {
  // The item under the pointer (or focused with the keyboard), or null.
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) return null;

  const minutes = tooltip.value.value;
  const hours = Math.floor(minutes / 60);
  const share = Math.round((minutes / totalMinutes) * 100);

  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 160 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: tooltip.color }} />
        <Typography variant="subtitle2">{tooltip.label}</Typography>
      </Box>
      <Typography variant="body2">
        {hours} h {minutes % 60} min
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {share} % of the day
      </Typography>
    </Paper>
  );
}

function ActivityTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <ActivityTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItem() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="tooltip-custom-item-title" variant="subtitle2" component="h3">
        A typical weekday, by activity
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          series={[{ data: activities, innerRadius: '50%', paddingAngle: 1, cornerRadius: 4 }]}
          slots={{ tooltip: ActivityTooltip }}
          slotProps={{
            legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
          aria-labelledby="tooltip-custom-item-title"
        />
      </Box>
    </Box>
  );
}
