import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { ChartImageExportOptions } from '@mui/x-charts-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const title = 'Monthly active users, 2025 (thousands)';

// The export works on a copy of the chart in a hidden iframe: add a heading to that copy only.
const addTitle: ChartImageExportOptions['onBeforeExport'] = (iframe) => {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.font = '600 16px sans-serif';
  heading.style.margin = '8px';
  doc.body.prepend(heading);
};

export default function ChartsExportApiRef() {
  const titleId = React.useId();
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'active-users' })}
        >
          Print or save as PDF
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({
              type: 'image/png',
              fileName: 'active-users',
              onBeforeExport: addTitle,
            })
          }
        >
          Download PNG
        </Button>
      </Stack>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChartPro
          apiRef={apiRef}
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: [82, 85, 91, 96, 94, 101, 108, 104, 112, 118, 121, 127], label: 'Web' },
            { data: [40, 44, 47, 52, 58, 61, 66, 70, 73, 79, 84, 90], label: 'Mobile' },
          ]}
        />
      </Box>
    </Box>
  );
}
