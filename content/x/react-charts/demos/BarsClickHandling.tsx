import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier, ChartsAxisData } from '@mui/x-charts/models';

const dataset = [
  { team: 'Design', open: 12, closed: 30 },
  { team: 'Frontend', open: 24, closed: 51 },
  { team: 'Backend', open: 17, closed: 44 },
  { team: 'QA', open: 9, closed: 38 },
];

const seriesLabels: Record<string, string> = { open: 'Open', closed: 'Closed' };

export default function BarsClickHandling() {
  const titleId = React.useId();
  const [itemClick, setItemClick] = React.useState<BarItemIdentifier | null>(null);
  const [axisClick, setAxisClick] = React.useState<ChartsAxisData | null>(null);

  const itemText = itemClick
    ? `${seriesLabels[String(itemClick.seriesId)]} tickets of ${dataset[itemClick.dataIndex].team}`
    : 'Click a bar';
  const axisText = axisClick
    ? `${axisClick.axisValue}: ${Object.entries(axisClick.seriesValues)
        .map(([id, value]) => `${seriesLabels[id]} ${value}`)
        .join(', ')}`
    : 'Click anywhere in the plot';

  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Tickets per team
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'team' }]}
          series={[
            { id: 'open', dataKey: 'open', label: 'Open' },
            { id: 'closed', dataKey: 'closed', label: 'Closed' },
          ]}
          onItemClick={(_, identifier) => setItemClick(identifier)}
          onAxisClick={(_, data) => setAxisClick(data)}
        />
      </Box>
      <Box
        aria-live="polite"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, typography: 'body2' }}
      >
        <strong>onItemClick</strong>
        <span>{itemText}</span>
        <strong>onAxisClick</strong>
        <span>{axisText}</span>
      </Box>
    </Box>
  );
}
