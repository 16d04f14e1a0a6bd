import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SelectGrouped() {
  const labelId = React.useId();
  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl sx={{ width: 240 }}>
        <InputLabel id={labelId}>Time zone</InputLabel>
        <Select labelId={labelId} defaultValue="Europe/Lisbon" label="Time zone">
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <ListSubheader>Europe</ListSubheader>
          <MenuItem value="Europe/Lisbon">Lisbon</MenuItem>
          <MenuItem value="Europe/Paris">Paris</MenuItem>
          <MenuItem value="Europe/Helsinki">Helsinki</MenuItem>
          <ListSubheader>Americas</ListSubheader>
          <MenuItem value="America/Sao_Paulo">São Paulo</MenuItem>
          <MenuItem value="America/New_York">New York</MenuItem>
          <MenuItem value="America/Vancouver">Vancouver</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
