import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function ButtonUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <Stack spacing={2} sx={{ height: 120, justifyContent: 'center', alignItems: 'center' }}>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Upload files
      </Button>
      {/* The native input stays hidden; the button opens its file picker. */}
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {names.length > 0 ? names.join(', ') : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
