import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Flats listed for rent in a fictional city: floor area (m²) and monthly rent (€).
const flats = [
  [28, 690],
  [34, 760],
  [38, 820],
  [41, 905],
  [45, 880],
  [48, 1010],
  [52, 1090],
  [55, 1040],
  [58, 1180],
  [61, 1150],
  [64, 1290],
  [67, 1240],
  [70, 1380],
  [74, 1420],
  [78, 1390],
  [82, 1560],
  [85, 1610],
  [90, 1580],
  [96, 1750],
  [104, 1890],
  [112, 1960],
  [120, 2210],
].map(([area, rent], index) => ({ id: index, x: area, y: rent }));

export default function ScatterBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Monthly rent against floor area, 22 flats for rent
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Floor area (m²)' }]}
          yAxis={[{ label: 'Rent (€)', width: 60 }]}
          series={[
            {
              data: flats,
              label: 'Flats',
              valueFormatter: (point) => (point ? `${point.x} m², ${point.y} €` : ''),
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
