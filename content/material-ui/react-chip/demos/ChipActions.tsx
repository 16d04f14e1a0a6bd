import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';

export default function ChipActions() {
  const [log, setLog] = React.useState('Nothing yet.');

  return (
    <Stack spacing={2} sx={{ height: 112 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="Clickable" onClick={() => setLog('Clicked "Clickable".')} />
        <Chip label="Deletable" onDelete={() => setLog('Delete requested on "Deletable".')} />
        <Chip
          label="Both"
          variant="outlined"
          onClick={() => setLog('Clicked "Both".')}
          onDelete={() => setLog('Delete requested on "Both".')}
        />
        <Chip
          label="Custom delete icon"
          color="primary"
          onDelete={() => setLog('Marked "Custom delete icon" as done.')}
          deleteIcon={<DoneIcon />}
        />
      </Stack>
      <Typography variant="body2" role="status">
        Last event: {log}
      </Typography>
    </Stack>
  );
}
