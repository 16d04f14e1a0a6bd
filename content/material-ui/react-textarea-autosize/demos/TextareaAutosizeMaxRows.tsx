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
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const notes = `Agenda for Monday
1. Review last sprint
2. Plan the release
3. Triage new issues
4. Documentation status
5. Any other business
6. Next meeting date`;

export default function TextareaAutosizeMaxRows() {
  return (
    <Box sx={{ height: 150, position: 'relative' }}>
      <Textarea minRows={2} maxRows={5} aria-label="Meeting notes" defaultValue={notes} />
    </Box>
  );
}
