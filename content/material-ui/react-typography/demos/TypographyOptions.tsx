import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographyOptions() {
  return (
    <Stack spacing={2} sx={{ height: 240, maxWidth: 480 }}>
      <Box>
        <Typography variant="h6" component="p" gutterBottom>
          gutterBottom adds space below
        </Typography>
        <Typography variant="body2">The next line starts after a 0.35em margin.</Typography>
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <Typography noWrap>
          noWrap: this sentence is far too long for its box, so it ends with an ellipsis instead of
          wrapping onto a second line.
        </Typography>
      </Box>
      <Stack direction="row" spacing={2}>
        <Typography align="left" sx={{ flex: 1, bgcolor: 'action.hover' }}>
          left
        </Typography>
        <Typography align="center" sx={{ flex: 1, bgcolor: 'action.hover' }}>
          center
        </Typography>
        <Typography align="right" sx={{ flex: 1, bgcolor: 'action.hover' }}>
          right
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography color="textPrimary">textPrimary</Typography>
        <Typography color="textSecondary">textSecondary</Typography>
        <Typography color="primary">primary</Typography>
        <Typography color="error">error</Typography>
        <Typography sx={{ color: 'success.main' }}>sx: success.main</Typography>
      </Stack>
    </Stack>
  );
}
