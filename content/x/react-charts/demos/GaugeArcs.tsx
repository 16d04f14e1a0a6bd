import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type Setting = {
  key: 'startAngle' | 'endAngle' | 'innerRadius' | 'outerRadius' | 'cornerRadius';
  min: number;
  max: number;
  unit: string;
};

const settings: Setting[] = [
  { key: 'startAngle', min: -180, max: 180, unit: '°' },
  { key: 'endAngle', min: -180, max: 360, unit: '°' },
  { key: 'innerRadius', min: 0, max: 100, unit: '%' },
  { key: 'outerRadius', min: 20, max: 100, unit: '%' },
  { key: 'cornerRadius', min: 0, max: 50, unit: '%' },
];

export default function GaugeArcs() {
  const [values, setValues] = React.useState<Record<Setting['key'], number>>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    outerRadius: 100,
    cornerRadius: 50,
  });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ height: 300, width: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        {settings.map((setting) => (
          <Box key={setting.key}>
            <Typography id={`gauge-arcs-${setting.key}`} variant="caption" component="div">
              {setting.key}: {values[setting.key]}
              {setting.unit}
            </Typography>
            <Slider
              size="small"
              min={setting.min}
              max={setting.max}
              value={values[setting.key]}
              onChange={(_, value) =>
                setValues((prev) => ({ ...prev, [setting.key]: value as number }))
              }
              aria-labelledby={`gauge-arcs-${setting.key}`}
            />
          </Box>
        ))}
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0, alignItems: 'center' }} spacing={1}>
        <Typography id="gauge-arcs-title" variant="subtitle2" component="h3">
          Battery level
        </Typography>
        <Box sx={{ width: '100%', flex: 1, minHeight: 0 }}>
          <Gauge
            value={64}
            startAngle={values.startAngle}
            endAngle={values.endAngle}
            innerRadius={`${values.innerRadius}%`}
            outerRadius={`${values.outerRadius}%`}
            cornerRadius={`${values.cornerRadius}%`}
            text={({ value }) => `${value} %`}
            aria-labelledby="gauge-arcs-title"
          />
        </Box>
      </Stack>
    </Stack>
  );
}
