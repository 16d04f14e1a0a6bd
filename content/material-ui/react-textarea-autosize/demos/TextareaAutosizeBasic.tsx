import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': {
    borderColor: (theme.vars ?? theme).palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function TextareaAutosizeBasic() {
  return (
    <Box sx={{ height: 220, overflow: 'auto', position: 'relative' }}>
      <Textarea
        minRows={3}
        aria-label="Feedback"
        placeholder="Type a few lines: the box grows with them."
      />
    </Box>
  );
}
