import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const paragraphs = Array.from(
  { length: 18 },
  (_, index) =>
    `Section ${index + 1}. This paragraph stands in for a long policy text. It is repeated so the dialog has more content than fits on the screen, which shows how each scroll mode behaves.`,
);

export default function DialogScroll() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');

  const openWith = (mode: DialogProps['scroll']) => () => {
    setScroll(mode);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={openWith('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={openWith('body')}>
        scroll=body
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Privacy policy</DialogTitle>
        <DialogContent dividers={scroll === 'paper'} tabIndex={0}>
          {paragraphs.map((text) => (
            <Typography key={text} variant="body2" component="p" sx={{ mb: 2 }}>
              {text}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
