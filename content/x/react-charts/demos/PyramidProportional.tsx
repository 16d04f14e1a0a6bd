import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Weekly servings in a fictional meal plan, from the top of the pyramid down.
const servings = [
  { label: 'Sweets', value: 3 },
  { label: 'Meat and fish', value: 8 },
  { label: 'Dairy', value: 14 },
  { label: 'Fruit and vegetables', value: 35 },
  { label: 'Grains', value: 40 },
];

export default function PyramidProportional() {
  const titleId = React.useId();
  const [proportional, setProportional] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={proportional}
            onChange={(event) => setProportional(event.target.checked)}
          />
        }
        label="Layer height proportional to the value"
      />
      <Typography id={titleId} variant="subtitle2" component="p">
        Servings per week in a meal plan (fictional)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FunnelChart
          aria-labelledby={titleId}
          // 'linear' sizes the layers by value; the default 'band' gives them equal heights.
          categoryAxis={{ scaleType: proportional ? 'linear' : 'band' }}
          series={[{ curve: 'pyramid', data: servings }]}
        />
      </Box>
    </Box>
  );
}
