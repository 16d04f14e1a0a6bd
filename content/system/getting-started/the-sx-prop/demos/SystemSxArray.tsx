import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function SystemSxArray() {
  const [compact, setCompact] = React.useState(false);
  const [flagged, setFlagged] = React.useState(true);

  return (
    <Box sx={{ height: 170, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />
          }
          label="Compact"
        />
        <FormControlLabel
          control={
            <Switch checked={flagged} onChange={(event) => setFlagged(event.target.checked)} />
          }
          label="Flagged"
        />
      </Box>
      <Box
        sx={[
          {
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            typography: 'body1',
            color: 'text.primary',
          },
          // false, null and undefined entries are skipped.
          compact && { p: 1, typography: 'body2' },
          flagged && {
            borderColor: 'error.main',
            borderLeftWidth: 6,
          },
        ]}
      >
        Invoice #2048 · due on 17 April 2026
      </Box>
    </Box>
  );
}
