import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

export default function PopoverEditor() {
  const [name, setName] = React.useState('Quarterly report');
  const [draft, setDraft] = React.useState(name);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const titleId = React.useId();

  const openEditor = (event: React.MouseEvent<HTMLButtonElement>) => {
    setDraft(name);
    setAnchorEl(event.currentTarget);
  };

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) setName(draft.trim());
    setAnchorEl(null);
  };

  return (
    <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="subtitle1" component="p">
        {name}
      </Typography>
      <Button size="small" startIcon={<EditIcon />} onClick={openEditor}>
        Rename
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box component="form" onSubmit={save} sx={{ p: 2, width: 300 }}>
          <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
            Rename document
          </Typography>
          <TextField
            label="Name"
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => setAnchorEl(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Box>
  );
}
