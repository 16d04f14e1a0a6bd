import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const variants = ['outlined', 'filled', 'standard'] as const;

function SizeSelect({ variant }: { variant: (typeof variants)[number] }) {
  const labelId = React.useId();
  const [size, setSize] = React.useState('m');
  return (
    <FormControl variant={variant} sx={{ width: 160 }}>
      <InputLabel id={labelId}>Size</InputLabel>
      <Select
        labelId={labelId}
        value={size}
        label={variant === 'outlined' ? 'Size' : undefined}
        onChange={(event) => setSize(event.target.value)}
      >
        <MenuItem value="s">Small</MenuItem>
        <MenuItem value="m">Medium</MenuItem>
        <MenuItem value="l">Large</MenuItem>
      </Select>
      <FormHelperText>{variant}</FormHelperText>
    </FormControl>
  );
}

export default function SelectVariants() {
  const errorLabelId = React.useId();
  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignContent: 'center',
        justifyContent: 'center',
      }}
    >
      {variants.map((variant) => (
        <SizeSelect key={variant} variant={variant} />
      ))}
      <FormControl size="small" sx={{ width: 160 }}>
        <InputLabel id={`${errorLabelId}-small`}>Size</InputLabel>
        <Select labelId={`${errorLabelId}-small`} defaultValue="s" label="Size">
          <MenuItem value="s">Small</MenuItem>
          <MenuItem value="m">Medium</MenuItem>
        </Select>
        <FormHelperText>size=&quot;small&quot;</FormHelperText>
      </FormControl>
      <FormControl error sx={{ width: 160 }}>
        <InputLabel id={errorLabelId}>Size</InputLabel>
        <Select labelId={errorLabelId} defaultValue="" label="Size">
          <MenuItem value="s">Small</MenuItem>
          <MenuItem value="m">Medium</MenuItem>
        </Select>
        <FormHelperText>Pick a size.</FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ width: 160 }}>
        <InputLabel id={`${errorLabelId}-disabled`}>Size</InputLabel>
        <Select labelId={`${errorLabelId}-disabled`} defaultValue="m" label="Size">
          <MenuItem value="m">Medium</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
