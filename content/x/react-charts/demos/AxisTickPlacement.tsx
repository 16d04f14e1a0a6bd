import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Parcels shipped per quarter by a fictional warehouse, in thousands.
const parcels = [48, 53, 61, 79];

const tickPlacements = ['start', 'middle', 'end', 'extremities'] as const;
const tickLabelPlacements = ['middle', 'tick'] as const;
type TickPlacement = (typeof tickPlacements)[number];
type TickLabelPlacement = (typeof tickLabelPlacements)[number];

export default function AxisTickPlacement() {
  const titleId = React.useId();
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ width: 180 }}
        >
          {tickPlacements.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ width: 180 }}
        >
          {tickLabelPlacements.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography id={titleId} variant="subtitle2" component="h3">
        Parcels shipped per quarter, 2025 (thousands)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'band',
              data: quarters,
              tickPlacement,
              tickLabelPlacement,
              // Long ticks make their position easy to see.
              tickSize: 12,
            },
          ]}
          series={[{ data: parcels, label: 'Parcels (thousands)' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
