import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function GridSpacing() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);
  const rowLabelId = React.useId();
  const columnLabelId = React.useId();

  return (
    <Box sx={{ height: 250, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Box sx={{ width: 200 }}>
          <Typography id={rowLabelId} variant="body2">
            rowSpacing: {rowSpacing}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={4}
            step={1}
            marks
            value={rowSpacing}
            onChange={(_event, value) => setRowSpacing(value)}
            aria-labelledby={rowLabelId}
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography id={columnLabelId} variant="body2">
            columnSpacing: {columnSpacing}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={4}
            step={1}
            marks
            value={columnSpacing}
            onChange={(_event, value) => setColumnSpacing(value)}
            aria-labelledby={columnLabelId}
          />
        </Box>
      </Box>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {['A', 'B', 'C', 'D', 'E', 'F'].map((name) => (
          <Grid key={name} size={4}>
            <Paper
              sx={{
                height: 36,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {name}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
