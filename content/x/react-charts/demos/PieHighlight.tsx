import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieItemIdentifier } from '@mui/x-charts/models';

const data = [
  { id: 'storage', value: 412, label: 'Storage' },
  { id: 'compute', value: 958, label: 'Compute' },
  { id: 'network', value: 187, label: 'Network' },
  { id: 'database', value: 533, label: 'Databases' },
  { id: 'support', value: 120, label: 'Support' },
];

export default function PieHighlight() {
  const titleId = React.useId();
  const [clicked, setClicked] = React.useState<PieItemIdentifier | null>(null);
  const slice = clicked ? data[clicked.dataIndex] : null;
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Cloud bill for March by service (US$)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data,
              innerRadius: '30%',
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 6 },
              faded: { additionalRadius: -20, color: 'gray' },
              valueFormatter: (item) => `$${item.value}`,
            },
          ]}
          onItemClick={(_, identifier) => setClicked(identifier)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {slice
          ? `onItemClick: ${slice.label}, $${slice.value} (dataIndex ${clicked?.dataIndex})`
          : 'Hover a slice to highlight it, click it to select it.'}
      </Typography>
    </Box>
  );
}
