import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      {/* The title names the icon button: it becomes its aria-label. */}
      <Tooltip title="Delete">
        <IconButton>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Copy link">
        <IconButton>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      {/* The button has its own text, so the title only describes it. */}
      <Tooltip title="Saves a copy to your drafts folder" describeChild>
        <Button variant="outlined">Save draft</Button>
      </Tooltip>
    </Stack>
  );
}
