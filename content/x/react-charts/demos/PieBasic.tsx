import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

export default function PieBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 300, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        How employees of a fictional company get to work (%)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data: [
                { id: 'car', value: 41, label: 'Car' },
                { id: 'transit', value: 29, label: 'Public transport' },
                { id: 'bike', value: 14, label: 'Bicycle' },
                { id: 'walk', value: 11, label: 'Walking' },
                { id: 'other', value: 5, label: 'Other' },
              ],
            },
          ]}
        />
      </Box>
    </Box>
  );
}
