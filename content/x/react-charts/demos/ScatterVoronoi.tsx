import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Weather stations: altitude (m) and mean annual temperature (°C).
const stations = [
  [12, 14.8],
  [85, 14.1],
  [160, 13.2],
  [240, 13.0],
  [410, 11.6],
  [520, 10.4],
  [690, 9.5],
  [880, 8.1],
  [1020, 7.4],
  [1240, 5.9],
  [1410, 4.8],
  [1630, 3.6],
  [1850, 2.1],
  [2100, 0.6],
  [2350, -0.8],
  [2600, -2.2],
].map(([altitude, temperature], index) => ({ id: index, x: altitude, y: temperature }));

type Radius = 'none' | 'item' | '30';

export default function ScatterVoronoi() {
  const titleId = React.useId();
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState<Radius>('30');
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);

  const voronoiMaxRadius = radius === 'none' ? undefined : radius === 'item' ? 'item' : 30;
  const station = clicked ? stations[clicked.dataIndex] : null;

  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Mean annual temperature against altitude, 16 weather stations
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
        <TextField
          select
          size="small"
          label="voronoiMaxRadius"
          value={radius}
          disabled={disableVoronoi}
          onChange={(event) => setRadius(event.target.value as Radius)}
          sx={{ width: 190 }}
        >
          <MenuItem value="none">undefined (no limit)</MenuItem>
          <MenuItem value="30">30 (px)</MenuItem>
          <MenuItem value="item">&apos;item&apos;</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Altitude (m)' }]}
          yAxis={[{ label: 'Temperature (°C)' }]}
          series={[
            {
              data: stations,
              label: 'Stations',
              markerSize: 5,
              highlightScope: { highlight: 'item', fade: 'none' },
              valueFormatter: (point) => (point ? `${point.x} m, ${point.y} °C` : ''),
            },
          ]}
          disableVoronoi={disableVoronoi}
          voronoiMaxRadius={voronoiMaxRadius}
          onItemClick={(_: unknown, identifier: ScatterItemIdentifier) => setClicked(identifier)}
          hideLegend
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {station
          ? `onItemClick: station ${clicked?.dataIndex} at ${station.x} m, ${station.y} °C`
          : 'Click near a point to select it.'}
      </Typography>
    </Box>
  );
}
