import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Spending plan of a fictional city for one year, in millions of euros.
const budget = [
  { id: 'education', value: 186, label: 'Education' },
  { id: 'social', value: 142, label: 'Social services' },
  { id: 'transport', value: 97, label: 'Transport' },
  { id: 'safety', value: 64, label: 'Public safety' },
  { id: 'parks', value: 38, label: 'Parks and culture' },
  { id: 'admin', value: 51, label: 'Administration' },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function PieDemoBudget() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        City budget by department: €{total} million in total
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data: budget,
              // A half circle: from 9 o'clock to 3 o'clock, centred low in the drawing area.
              startAngle: -90,
              endAngle: 90,
              cy: '85%',
              innerRadius: '55%',
              outerRadius: '150%',
              paddingAngle: 1,
              valueFormatter: (item) =>
                `€${item.value}M (${Math.round((item.value / total) * 100)} %)`,
            },
          ]}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
        />
      </Box>
    </Box>
  );
}
