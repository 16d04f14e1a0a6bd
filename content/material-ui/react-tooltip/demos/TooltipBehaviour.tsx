import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipBehaviour() {
  return (
    <Stack spacing={2} sx={{ height: 136 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tooltip title="With an arrow" arrow describeChild>
          <Button>arrow</Button>
        </Tooltip>
        <Tooltip
          title="Shown after 500 ms, hidden 200 ms after leaving"
          enterDelay={500}
          leaveDelay={200}
          describeChild
        >
          <Button>delays</Button>
        </Tooltip>
        <Tooltip
          title="Closes as soon as the pointer leaves the button"
          disableInteractive
          describeChild
        >
          <Button>disableInteractive</Button>
        </Tooltip>
        {/* A disabled button fires no events: the span receives them instead. */}
        <Tooltip title="Publishing is off until the review is done" describeChild>
          <span>
            <Button disabled>disabled</Button>
          </span>
        </Tooltip>
      </Stack>
      <Tooltip title="Follows the pointer" followCursor describeChild>
        <Box
          sx={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          followCursor: move the pointer over this area
        </Box>
      </Tooltip>
    </Stack>
  );
}
