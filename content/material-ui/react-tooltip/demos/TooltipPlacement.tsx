import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Laid out on a 5 x 5 grid: [placement, row, column].
const cells: [Placement, number, number][] = [
  ['top-start', 1, 2],
  ['top', 1, 3],
  ['top-end', 1, 4],
  ['left-start', 2, 1],
  ['left', 3, 1],
  ['left-end', 4, 1],
  ['right-start', 2, 5],
  ['right', 3, 5],
  ['right-end', 4, 5],
  ['bottom-start', 5, 2],
  ['bottom', 5, 3],
  ['bottom-end', 5, 4],
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        height: 240,
        maxWidth: 600,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 1fr)',
        gridTemplateRows: 'repeat(5, 40px)',
        gap: 1,
        alignContent: 'center',
      }}
    >
      {cells.map(([placement, row, column]) => (
        <Tooltip key={placement} title={`Placed ${placement}`} placement={placement} describeChild>
          <Button
            size="small"
            variant="outlined"
            sx={{ gridRow: row, gridColumn: column, textTransform: 'none' }}
          >
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
