import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

type Task = { name: string; start: Date; end: Date; done: boolean };

const day = (month: number, date: number) => new Date(Date.UTC(2026, month - 1, date));

// The plan of a small website redesign.
const tasks: Task[] = [
  { name: 'Research', start: day(3, 2), end: day(3, 13), done: true },
  { name: 'Wireframes', start: day(3, 9), end: day(3, 24), done: true },
  { name: 'Visual design', start: day(3, 23), end: day(4, 10), done: false },
  { name: 'Build', start: day(4, 6), end: day(5, 8), done: false },
  { name: 'Content', start: day(4, 20), end: day(5, 15), done: false },
  { name: 'Launch', start: day(5, 18), end: day(5, 22), done: false },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** One bar per task, from its start to its end date, drawn with the chart's scales. */
function TaskBars() {
  const theme = useTheme();
  const xScale = useXScale<'utc'>();
  const yScale = useYScale<'band'>();

  return (
    <g>
      {tasks.map((task) => {
        const y = yScale(task.name);
        if (y === undefined) return null;
        const x = xScale(task.start);
        const width = xScale(task.end) - x;
        return (
          <rect
            key={task.name}
            x={x}
            y={y}
            width={width}
            height={yScale.bandwidth()}
            rx={4}
            fill={task.done ? theme.palette.success.main : theme.palette.primary.main}
          >
            <title>{`${task.name}: ${dateFormat.format(task.start)} to ${dateFormat.format(task.end)}`}</title>
          </rect>
        );
      })}
    </g>
  );
}

export default function GanttAlternative() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="gantt-alternative-title" variant="subtitle2" component="h3">
        Website redesign plan, March to May 2026 (green: done)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          xAxis={[
            {
              scaleType: 'utc',
              min: day(3, 1),
              max: day(5, 31),
              valueFormatter: (date: Date) => dateFormat.format(date),
            },
          ]}
          yAxis={[{ scaleType: 'band', data: tasks.map((task) => task.name), width: 100 }]}
          series={[]}
          margin={{ right: 24 }}
          aria-labelledby="gantt-alternative-title"
        >
          <ChartsGrid vertical />
          <TaskBars />
          <ChartsReferenceLine x={day(4, 15)} label="Today" labelAlign="start" />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
