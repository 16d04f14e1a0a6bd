import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const load = hours.map((hour) =>
  Math.round(42 + 28 * Math.sin(((hour - 6) / 24) * 2 * Math.PI) + 6 * Math.cos(hour * 1.3)),
);

type Range = { from: number; to: number };

// Rendered inside the chart: turns the brush (in pixels) into hours and reports them.
function BrushReporter({ onChange }: { onChange: (range: Range) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  React.useEffect(() => {
    if (brush) {
      const a = xScale.invert(brush.start.x);
      const b = xScale.invert(brush.current.x);
      onChange({
        from: Math.max(0, Math.round(Math.min(a, b))),
        to: Math.min(23, Math.round(Math.max(a, b))),
      });
    }
  }, [brush, xScale, onChange]);
  return null;
}

export default function ChartsBrushSelection() {
  const titleId = React.useId();
  const [range, setRange] = React.useState<Range | null>(null);

  const selected = range ? load.slice(range.from, range.to + 1) : [];
  const average = selected.length
    ? Math.round(selected.reduce((sum, value) => sum + value, 0) / selected.length)
    : null;

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        Server load per hour (%). Drag across the chart to select hours.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          brushConfig={{ enabled: true }}
          xAxis={[{ data: hours, scaleType: 'linear', min: 0, max: 23, label: 'Hour' }]}
          yAxis={[{ width: 40, min: 0, max: 100 }]}
          series={[{ data: load, label: 'Load', showMark: false }]}
          hideLegend
        >
          <ChartsBrushOverlay />
          <BrushReporter onChange={setRange} />
        </LineChart>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {range && average !== null
          ? `Selected ${range.from}:00 to ${range.to}:00, average load ${average} %`
          : 'No hours selected yet.'}
      </Typography>
    </Box>
  );
}
