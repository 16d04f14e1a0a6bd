import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Monthly visitors of three museums, in thousands.
const series = [
  { id: 'art', data: [41, 44, 52, 60, 71, 83], label: 'Art museum' },
  { id: 'science', data: [58, 61, 66, 62, 70, 75], label: 'Science centre' },
  { id: 'history', data: [22, 25, 30, 36, 41, 47], label: 'History museum' },
];

export default function HighlightingControlled() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({
    seriesId: 'science',
    dataIndex: 3,
  });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="seriesId"
          value={highlighted ? String(highlighted.seriesId) : ''}
          onChange={(event) =>
            setHighlighted(
              event.target.value === ''
                ? null
                : { seriesId: event.target.value, dataIndex: highlighted?.dataIndex ?? 0 },
            )
          }
          sx={{ width: 180 }}
        >
          <MenuItem value="">none (null)</MenuItem>
          {series.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.id}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="dataIndex"
          value={highlighted?.dataIndex === undefined ? '' : String(highlighted.dataIndex)}
          disabled={!highlighted}
          onChange={(event) =>
            highlighted &&
            setHighlighted({
              seriesId: highlighted.seriesId,
              dataIndex: Number(event.target.value),
            })
          }
          sx={{ width: 180 }}
        >
          {months.map((month, index) => (
            <MenuItem key={month} value={String(index)}>
              {index} ({month})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography id="highlighting-controlled-title" variant="subtitle2" component="h3">
        Museum visitors per month (thousands)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 35 }]}
          series={series.map((item) => ({
            ...item,
            highlightScope: { highlight: 'item', fade: 'global' },
          }))}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          aria-labelledby="highlighting-controlled-title"
        />
      </Box>
    </Box>
  );
}
