import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ height: 130, justifyContent: 'center', alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" loading={loading}>
          Submit
        </Button>
        <Button
          variant="outlined"
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
        >
          Save
        </Button>
        <Button variant="contained" loading={loading} loadingPosition="end" endIcon={<SendIcon />}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
