import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function GaugeNeedle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();

  if (valueAngle === null) {
    // No value: no needle.
    return null;
  }

  // Angles are in radians, measured clockwise from twelve o'clock.
  const length = (outerRadius + innerRadius) / 2;
  const tip = {
    x: cx + length * Math.sin(valueAngle),
    y: cy - length * Math.cos(valueAngle),
  };

  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill={theme.palette.text.primary} />
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        stroke={theme.palette.text.primary}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

/** The value, written below the needle's pivot. */
function SpeedText() {
  const theme = useTheme();
  const { value, cx, cy, outerRadius } = useGaugeState();

  return (
    <text
      x={cx}
      y={cy + outerRadius * 0.45}
      textAnchor="middle"
      dominantBaseline="central"
      fill={theme.palette.text.primary}
      style={{ fontSize: 22, fontWeight: 600 }}
    >
      {value ?? '–'}
    </text>
  );
}

export default function GaugeComposition() {
  const speed = 96;

  return (
    <Stack sx={{ height: 240, width: '100%', alignItems: 'center' }} spacing={1}>
      <Typography id="gauge-composition-title" variant="subtitle2" component="h3">
        Download speed (Mbit/s)
      </Typography>
      <GaugeContainer
        width={240}
        height={180}
        startAngle={-120}
        endAngle={120}
        value={speed}
        valueMax={150}
        innerRadius="70%"
        aria-labelledby="gauge-composition-title"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <GaugeNeedle />
        <SpeedText />
      </GaugeContainer>
    </Stack>
  );
}
