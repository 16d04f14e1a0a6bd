import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Two laptops scored from 0 to 10 by a review site.
const metrics = ['Battery', 'Screen', 'Keyboard', 'Speed', 'Weight', 'Price'];

export default function RadarBasic() {
  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="radar-basic-title" variant="subtitle2" component="h3">
        Laptop review scores (0 to 10)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RadarChart
          radar={{ metrics, max: 10 }}
          series={[
            { data: [9, 7, 8, 6, 8, 5], label: 'Model A', fillArea: true },
            { data: [6, 9, 7, 9, 5, 7], label: 'Model B', fillArea: true },
          ]}
          aria-labelledby="radar-basic-title"
        />
      </Box>
    </Box>
  );
}
