import * as React from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Variant = NonNullable<AlertProps['variant']>;

export default function AlertVariants() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Stack spacing={1} sx={{ height: 272 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_, value: Variant | null) => value && setVariant(value)}
        aria-label="Alert variant"
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="standard">standard</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
        <ToggleButton value="filled">filled</ToggleButton>
      </ToggleButtonGroup>
      <Alert variant={variant} severity="success">
        Backup finished at 02:00.
      </Alert>
      <Alert variant={variant} severity="info">
        Maintenance is planned for Sunday.
      </Alert>
      <Alert variant={variant} severity="warning">
        Two fields still need a value.
      </Alert>
      <Alert variant={variant} severity="error">
        The file could not be uploaded.
      </Alert>
    </Stack>
  );
}
