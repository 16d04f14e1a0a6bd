import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type MaxWidth = NonNullable<ContainerProps['maxWidth']>;

const options: { value: string; maxWidth: MaxWidth; label: string }[] = [
  { value: 'xs', maxWidth: 'xs', label: 'xs' },
  { value: 'sm', maxWidth: 'sm', label: 'sm' },
  { value: 'md', maxWidth: 'md', label: 'md' },
  { value: 'none', maxWidth: false, label: 'false' },
];

export default function ContainerMaxWidth() {
  const [value, setValue] = React.useState('xs');
  const { maxWidth } = options.find((option) => option.value === value) ?? options[0];

  return (
    <Box sx={{ height: 200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: string | null) => {
          if (next !== null) setValue(next);
        }}
        aria-label="Container maxWidth"
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Container maxWidth={maxWidth}>
          <Box
            sx={{
              p: 2,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography variant="body2" component="p">
              {`maxWidth={${maxWidth === false ? 'false' : `'${maxWidth}'`}}`}
            </Typography>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
