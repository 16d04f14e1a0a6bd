import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where a household's monthly income goes, in euros.
const links = [
  { source: 'Salary', target: 'Income', value: 3400 },
  { source: 'Side job', target: 'Income', value: 450 },
  { source: 'Income', target: 'Housing', value: 1300 },
  { source: 'Income', target: 'Living costs', value: 1250 },
  { source: 'Income', target: 'Savings', value: 700 },
  { source: 'Income', target: 'Taxes', value: 600 },
  { source: 'Living costs', target: 'Food', value: 620 },
  { source: 'Living costs', target: 'Transport', value: 330 },
  { source: 'Living costs', target: 'Leisure', value: 300 },
];

export default function SankeyBasic() {
  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="sankey-basic-title" variant="subtitle2" component="h3">
        Monthly household cash flow (€)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <SankeyChart
          series={{
            data: { links },
            valueFormatter: (value) => `${value.toLocaleString('en-US')} €`,
            nodeOptions: { showLabels: true },
            linkOptions: { color: 'target', opacity: 0.5 },
          }}
          aria-labelledby="sankey-basic-title"
        />
      </Box>
    </Box>
  );
}
