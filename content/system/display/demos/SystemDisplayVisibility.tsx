import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const tile = {
  flex: 1,
  p: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  textAlign: 'center',
} as const;

export default function SystemDisplayVisibility() {
  const [hidden, setHidden] = React.useState(true);

  return (
    <Box sx={{ height: 200, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setHidden((value) => !value)}
      >
        {hidden ? 'Show the middle tiles' : 'Hide the middle tiles'}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, color: 'text.secondary', typography: 'body2' }}>
        visibility: hidden keeps the space
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={tile}>A</Box>
        <Box sx={{ ...tile, visibility: hidden ? 'hidden' : 'visible' }}>B</Box>
        <Box sx={tile}>C</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, color: 'text.secondary', typography: 'body2' }}>
        display: none removes it from the layout
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={tile}>A</Box>
        <Box sx={{ ...tile, display: hidden ? 'none' : 'block' }}>B</Box>
        <Box sx={tile}>C</Box>
      </Box>
    </Box>
  );
}
