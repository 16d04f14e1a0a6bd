import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = [
  'TypeScript',
  'JavaScript',
  'Python',
  'Go',
  'Rust',
  'Kotlin',
  'Swift',
  'C#',
  'Elixir',
  'Haskell',
];
// Answers to an internal survey: "Which languages did you use this quarter?"
const answers = [212, 198, 143, 61, 48, 39, 33, 29, 11, 6];

export default function AxisTickLabels() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="axis-tick-labels-title" variant="subtitle2" component="h3">
        Languages used this quarter (survey answers)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[
            {
              scaleType: 'band',
              data: languages,
              // Rotated labels need more room than the default axis height.
              height: 70,
              // The axis picks the text anchor from the angle, and mirrors it in right-to-left pages.
              tickLabelStyle: { angle: -40, fontSize: 12 },
            },
          ]}
          series={[{ data: answers, label: 'Answers' }]}
          hideLegend
          aria-labelledby="axis-tick-labels-title"
        />
      </Box>
    </Box>
  );
}
