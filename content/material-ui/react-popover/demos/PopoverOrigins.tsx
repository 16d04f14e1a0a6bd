import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

interface Origin extends PopoverOrigin {
  vertical: Vertical;
  horizontal: Horizontal;
}

const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

function OriginFields({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Origin;
  onChange: (origin: Origin) => void;
}) {
  return (
    <React.Fragment>
      <TextField
        select
        size="small"
        label={`${name}.vertical`}
        value={value.vertical}
        onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 190 } }}
      >
        {verticals.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={`${name}.horizontal`}
        value={value.horizontal}
        onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 190 } }}
      >
        {horizontals.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    </React.Fragment>
  );
}

export default function PopoverOrigins() {
  const [anchorOrigin, setAnchorOrigin] = React.useState<Origin>({
    vertical: 'bottom',
    horizontal: 'left',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<Origin>({
    vertical: 'top',
    horizontal: 'left',
  });
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);

  return (
    <Box sx={{ height: 160, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <OriginFields name="anchorOrigin" value={anchorOrigin} onChange={setAnchorOrigin} />
        <OriginFields
          name="transformOrigin"
          value={transformOrigin}
          onChange={setTransformOrigin}
        />
      </Box>
      <Box>
        <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography variant="body2" sx={{ p: 2 }}>
          {`Anchor point: ${anchorOrigin.vertical} ${anchorOrigin.horizontal}. Popover point: ${transformOrigin.vertical} ${transformOrigin.horizontal}.`}
        </Typography>
      </Popover>
    </Box>
  );
}
