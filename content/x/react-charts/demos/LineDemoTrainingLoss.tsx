import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Loss of a model during 40 training epochs. Computed from a fixed formula:
// the training loss keeps falling, the validation loss flattens and rises again (overfitting).
const epochs = Array.from({ length: 40 }, (_, index) => index + 1);
const training = epochs.map(
  (epoch) =>
    Math.round((2.3 * Math.exp(-epoch / 6) + 0.02 + 0.004 * Math.sin(epoch)) * 1000) / 1000,
);
const validation = epochs.map(
  (epoch) =>
    Math.round((2.3 * Math.exp(-epoch / 6) + 0.12 + 0.0009 * Math.max(0, epoch - 18) ** 2) * 1000) /
    1000,
);

export default function LineDemoTrainingLoss() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Training and validation loss per epoch (logarithmic scale)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'linear', data: epochs, label: 'Epoch', min: 1, max: 40 }]}
          yAxis={[
            {
              scaleType: 'log',
              label: 'Loss',
              // Write 0.1 rather than the default 100m, and keep the unlabelled ticks empty.
              valueFormatter: (value: number, context) =>
                context.location === 'tick' && context.defaultTickLabel === '' ? '' : String(value),
            },
          ]}
          series={[
            { data: training, label: 'Training', showMark: false },
            { data: validation, label: 'Validation', showMark: false, curve: 'linear' },
          ]}
          grid={{ horizontal: true }}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
