import * as React from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener, { type ClickAwayListenerProps } from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type MouseEventName = Exclude<ClickAwayListenerProps['mouseEvent'], false | undefined>;

const events: MouseEventName[] = ['onClick', 'onMouseDown', 'onMouseUp'];

export default function ClickAwayListenerEvents() {
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [log, setLog] = React.useState<string[]>([]);
  const togglesRef = React.useRef<HTMLDivElement>(null);

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // Presses on the buttons above only change the setting.
    if (togglesRef.current?.contains(event.target as Node)) {
      return;
    }
    setLog((previous) => [`${event.type} outside`, ...previous].slice(0, 3));
  };

  return (
    <Box sx={{ height: 190, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        ref={togglesRef}
        size="small"
        exclusive
        value={mouseEvent}
        onChange={(_event, next: MouseEventName | null) => {
          if (next !== null) {
            setMouseEvent(next);
            setLog([]);
          }
        }}
        aria-label="Mouse event to listen to"
      >
        {events.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ClickAwayListener mouseEvent={mouseEvent} onClickAway={handleClickAway}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Press the mouse outside this box, hold, then release. Events seen:
          </Typography>
          <Typography
            variant="body2"
            component="div"
            aria-live="polite"
            sx={{ color: 'text.secondary' }}
          >
            {log.length === 0 ? 'none yet' : log.join(' · ')}
          </Typography>
        </Paper>
      </ClickAwayListener>
    </Box>
  );
}
