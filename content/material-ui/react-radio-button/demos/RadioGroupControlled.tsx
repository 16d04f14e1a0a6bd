import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = {
  monthly: 'You pay 9 € every month.',
  yearly: 'You pay 90 € once a year.',
} as const;

type Plan = keyof typeof plans;

export default function RadioGroupControlled() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState<Plan>('monthly');
  return (
    <Box sx={{ height: 150, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl>
        <FormLabel id={labelId}>Billing</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="billing"
          value={plan}
          onChange={(_event, value) => setPlan(value as Plan)}
        >
          <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
          <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
        </RadioGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {plans[plan]}
        </Typography>
      </FormControl>
    </Box>
  );
}
