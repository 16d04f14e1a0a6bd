import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// New customers per quarter.
const customers = [184, 231, 198, 276];

export default function CompositionBasic() {
  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="composition-basic-title" variant="subtitle2" component="h3">
        New customers per quarter, 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'bar', data: customers, label: 'New customers' }]}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 45 }]}
          aria-labelledby="composition-basic-title"
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
