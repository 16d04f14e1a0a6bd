import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { LineChart } from '@mui/x-charts/LineChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];
const visitors = [1240, 1310, 1185, 1420, 1570, 1495, 1630, 1710];

function downloadCsv() {
  const rows = ['week,visitors', ...weeks.map((week, index) => `${week},${visitors[index]}`)];
  const url = URL.createObjectURL(new Blob([rows.join('\n')], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'weekly-visitors.csv';
  link.click();
  URL.revokeObjectURL(url);
}

// A community chart has no default toolbar: `slots.toolbar` provides one.
function CsvToolbar() {
  return (
    <Toolbar>
      <Typography variant="caption" sx={{ mr: 'auto', px: 1 }}>
        Source: site analytics
      </Typography>
      <Tooltip title="Download the data as CSV">
        <ToolbarButton aria-label="Download the data as CSV" size="small" onClick={downloadCsv}>
          <DownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ChartsToolbarCustom() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Weekly visitors to the documentation
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          showToolbar
          slots={{ toolbar: CsvToolbar }}
          xAxis={[
            { data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` },
          ]}
          yAxis={[{ width: 50 }]}
          series={[{ data: visitors, label: 'Visitors' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
