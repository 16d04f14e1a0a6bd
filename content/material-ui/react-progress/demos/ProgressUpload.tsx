import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const STEP_MS = 300;

export default function ProgressUpload() {
  const [started, setStarted] = React.useState(false);
  const [progress, setProgress] = React.useState(0);
  const [buffer, setBuffer] = React.useState(0);
  const uploading = started && progress < 100;

  React.useEffect(() => {
    if (!uploading) return undefined;
    // Fake an upload: the buffer runs ahead of the confirmed progress.
    const timer = setInterval(() => {
      setBuffer((current) => Math.min(current + 12, 100));
      setProgress((current) => Math.min(current + 8, 100));
    }, STEP_MS);
    // Reaching 100 % (or unmounting) clears the timer.
    return () => clearInterval(timer);
  }, [uploading]);

  const start = () => {
    setProgress(0);
    setBuffer(0);
    setStarted(true);
  };

  let status = 'Ready to upload report.pdf';
  if (uploading) status = `Uploading report.pdf: ${progress}%`;
  else if (progress === 100) status = 'report.pdf uploaded';

  return (
    <Stack spacing={2} sx={{ height: 104, maxWidth: 480 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={start} disabled={uploading}>
          {progress === 100 ? 'Upload again' : 'Start upload'}
        </Button>
        <Typography variant="body2" id="upload-progress-label">
          {status}
        </Typography>
      </Stack>
      <LinearProgress
        variant="buffer"
        value={progress}
        valueBuffer={buffer}
        aria-labelledby="upload-progress-label"
      />
    </Stack>
  );
}
