import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { icon: <FileCopyIcon />, name: 'Copy' },
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <PrintIcon />, name: 'Print' },
  { icon: <ShareIcon />, name: 'Share' },
];

const placement: Record<Direction, object> = {
  up: { bottom: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  down: { top: 16, left: 16 },
  right: { top: 16, left: 16 },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack sx={{ height: 360 }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="Hidden"
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormLabel id="speed-dial-direction-label">Direction</FormLabel>
          <RadioGroup
            row
            aria-labelledby="speed-dial-direction-label"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            {(['up', 'right', 'down', 'left'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
            ))}
          </RadioGroup>
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative', flex: 1, mt: 1 }}>
        <SpeedDial
          ariaLabel="Speed dial with configurable direction"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...placement[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              slotProps={{ tooltip: { title: action.name } }}
            />
          ))}
        </SpeedDial>
      </Box>
    </Stack>
  );
}
