import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

export default function ToggleButtonEnforced() {
  const [view, setView] = React.useState('list');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    // Clicking the selected button again passes null: ignore it, so one view stays chosen.
    if (next !== null) {
      setView(next);
    }
  };

  return (
    <Box sx={{ height: 80, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ToggleButtonGroup
        value={view}
        exclusive
        onChange={handleChange}
        color="primary"
        aria-label="Layout"
      >
        <ToggleButton value="list" aria-label="List">
          <ViewListIcon />
        </ToggleButton>
        <ToggleButton value="module" aria-label="Grid">
          <ViewModuleIcon />
        </ToggleButton>
        <ToggleButton value="quilt" aria-label="Quilt">
          <ViewQuiltIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
