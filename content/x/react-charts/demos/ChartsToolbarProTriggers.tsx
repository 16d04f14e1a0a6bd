import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import PrintIcon from '@mui/icons-material/Print';
import ImageIcon from '@mui/icons-material/Image';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarImageExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

const days = Array.from({ length: 60 }, (_, index) => index + 1);
const temperature = days.map((day) =>
  Math.round(14 + 6 * Math.sin(day / 9) + 2 * Math.cos(day * 0.7)),
);

// Each trigger renders a `ToolbarButton` (an icon button), so each needs an accessible name.
function ZoomAndExportToolbar() {
  return (
    <Toolbar>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton size="small" aria-label="Zoom in" />}>
        <ZoomInIcon fontSize="small" />
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton size="small" aria-label="Zoom out" />}>
        <ZoomOutIcon fontSize="small" />
      </ChartsToolbarZoomOutTrigger>
      <ChartsToolbarPrintExportTrigger
        render={<ToolbarButton size="small" aria-label="Print" />}
        options={{ fileName: 'temperature' }}
      >
        <PrintIcon fontSize="small" />
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        render={<ToolbarButton size="small" aria-label="Download as PNG" />}
        options={{ type: 'image/png', fileName: 'temperature' }}
      >
        <ImageIcon fontSize="small" />
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ChartsToolbarProTriggers() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Daily mean temperature over 60 days (°C)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChartPro
          aria-labelledby={titleId}
          showToolbar
          slots={{ toolbar: ZoomAndExportToolbar }}
          xAxis={[{ id: 'day', data: days, zoom: true, label: 'Day' }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: temperature, label: 'Temperature', showMark: false }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
