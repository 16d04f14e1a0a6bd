import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const justifications = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
] as const;
const alignments = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;

export default function SystemFlexboxPlayground() {
  const [flexDirection, setFlexDirection] = React.useState<(typeof directions)[number]>('row');
  const [justifyContent, setJustifyContent] =
    React.useState<(typeof justifications)[number]>('space-between');
  const [alignItems, setAlignItems] = React.useState<(typeof alignments)[number]>('center');

  return (
    <Box sx={{ height: 300, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
        <TextField
          select
          size="small"
          label="flexDirection"
          value={flexDirection}
          onChange={(event) => setFlexDirection(event.target.value as typeof flexDirection)}
          sx={{ minWidth: 170 }}
        >
          {directions.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="justifyContent"
          value={justifyContent}
          onChange={(event) => setJustifyContent(event.target.value as typeof justifyContent)}
          sx={{ minWidth: 170 }}
        >
          {justifications.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="alignItems"
          value={alignItems}
          onChange={(event) => setAlignItems(event.target.value as typeof alignItems)}
          sx={{ minWidth: 170 }}
        >
          {alignments.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection,
          justifyContent,
          alignItems,
          gap: 1,
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {[1, 2, 3].map((item) => (
          <Box
            key={item}
            sx={{
              px: 2,
              py: item, // different heights make alignItems visible
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
              fontWeight: 'bold',
            }}
          >
            Item {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
