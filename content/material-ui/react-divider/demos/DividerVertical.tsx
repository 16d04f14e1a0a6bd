import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function DividerVertical() {
  return (
    <Stack spacing={2} sx={{ height: 120 }}>
      <Box
        role="toolbar"
        aria-label="Text formatting"
        sx={{
          display: 'inline-flex',
          alignSelf: 'flex-start',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 0.5,
        }}
      >
        <IconButton aria-label="Align left">
          <FormatAlignLeftIcon />
        </IconButton>
        <IconButton aria-label="Align centre">
          <FormatAlignCenterIcon />
        </IconButton>
        <IconButton aria-label="Align right">
          <FormatAlignRightIcon />
        </IconButton>
        <Divider orientation="vertical" variant="middle" flexItem />
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
        <Typography variant="body2">12 files</Typography>
        <Typography variant="body2">3.4 MB</Typography>
        <Typography variant="body2">Edited today</Typography>
      </Stack>
    </Stack>
  );
}
