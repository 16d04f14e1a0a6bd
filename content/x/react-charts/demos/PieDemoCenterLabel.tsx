import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const tasks = [
  { id: 'done', value: 46, label: 'Done', color: '#2e7d32' },
  { id: 'review', value: 12, label: 'In review', color: '#0288d1' },
  { id: 'progress', value: 17, label: 'In progress', color: '#ed6c02' },
  { id: 'todo', value: 25, label: 'To do', color: '#9e9e9e' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

/** Rendered inside the chart's SVG: the drawing area gives the pie's centre. */
function CenterLabel({ primary, secondary }: { primary: string; secondary: string }) {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 28, fontWeight: 'bold' }}>
        {primary}
      </CenterText>
      <CenterText x={x} y={y + 16} sx={{ fontSize: 13 }}>
        {secondary}
      </CenterText>
    </g>
  );
}

export default function PieDemoCenterLabel() {
  const titleId = React.useId();
  const done = tasks[0].value;
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Sprint progress: {done} of {total} tasks done
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[{ data: tasks, innerRadius: '68%', paddingAngle: 1 }]}
        >
          <CenterLabel primary={`${Math.round((done / total) * 100)} %`} secondary="done" />
        </PieChart>
      </Box>
    </Box>
  );
}
