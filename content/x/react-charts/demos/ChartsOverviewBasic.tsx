import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

type ChartType = 'bar' | 'line' | 'pie';

// Books sold by a fictional publisher, in thousands, per quarter and format.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const formats = [
  { id: 'print', label: 'Print', data: [42, 38, 35, 61] },
  { id: 'ebook', label: 'E-book', data: [18, 21, 24, 29] },
  { id: 'audio', label: 'Audiobook', data: [7, 9, 12, 15] },
];

export default function ChartsOverviewBasic() {
  const titleId = React.useId();
  const [type, setType] = React.useState<ChartType>('bar');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          {type === 'pie'
            ? 'Books sold in the year, by format (thousands)'
            : 'Books sold per quarter, by format (thousands)'}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          onChange={(_, value: ChartType | null) => {
            if (value) setType(value);
          }}
          aria-label="Chart type"
        >
          <ToggleButton value="bar">Bars</ToggleButton>
          <ToggleButton value="line">Lines</ToggleButton>
          <ToggleButton value="pie">Pie</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {type === 'bar' && (
          <BarChart
            aria-labelledby={titleId}
            xAxis={[{ scaleType: 'band', data: quarters }]}
            series={formats}
          />
        )}
        {type === 'line' && (
          <LineChart
            aria-labelledby={titleId}
            xAxis={[{ scaleType: 'point', data: quarters }]}
            series={formats}
          />
        )}
        {type === 'pie' && (
          <PieChart
            aria-labelledby={titleId}
            series={[
              {
                innerRadius: '40%',
                data: formats.map((format) => ({
                  id: format.id,
                  label: format.label,
                  value: format.data.reduce((sum, value) => sum + value, 0),
                })),
              },
            ]}
          />
        )}
      </Box>
    </Box>
  );
}
