import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const data = [
  { id: 'a', value: 38, label: 'Very satisfied' },
  { id: 'b', value: 31, label: 'Satisfied' },
  { id: 'c', value: 17, label: 'Neutral' },
  { id: 'd', value: 9, label: 'Unsatisfied' },
  { id: 'e', value: 5, label: 'Very unsatisfied' },
];

interface Setting {
  key: 'paddingAngle' | 'cornerRadius' | 'startAngle' | 'endAngle';
  min: number;
  max: number;
}

const SETTINGS: Setting[] = [
  { key: 'paddingAngle', min: 0, max: 10 },
  { key: 'cornerRadius', min: 0, max: 12 },
  { key: 'startAngle', min: -180, max: 180 },
  { key: 'endAngle', min: -180, max: 360 },
];

function LabelledSlider({
  setting,
  value,
  onChange,
}: {
  setting: Setting;
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = React.useId();
  return (
    <Box>
      <Typography id={labelId} variant="caption">
        {setting.key}: {value}
      </Typography>
      <Slider
        size="small"
        min={setting.min}
        max={setting.max}
        value={value}
        onChange={(_, next) => onChange(next as number)}
        aria-labelledby={labelId}
      />
    </Box>
  );
}

export default function PieAngles() {
  const titleId = React.useId();
  const [values, setValues] = React.useState({
    paddingAngle: 3,
    cornerRadius: 6,
    startAngle: 0,
    endAngle: 360,
  });
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Customer satisfaction survey, 1,240 answers (%)
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          columnGap: 3,
        }}
      >
        {SETTINGS.map((setting) => (
          <LabelledSlider
            key={setting.key}
            setting={setting}
            value={values[setting.key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [setting.key]: value }))}
          />
        ))}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart aria-labelledby={titleId} series={[{ data, innerRadius: '45%', ...values }]} />
      </Box>
    </Box>
  );
}
