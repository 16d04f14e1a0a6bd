import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function SelectBasic() {
  const labelId = React.useId();
  const [language, setLanguage] = React.useState('');

  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl sx={{ width: 240 }}>
        <InputLabel id={labelId}>Language</InputLabel>
        <Select
          labelId={labelId}
          value={language}
          label="Language"
          onChange={(event: SelectChangeEvent) => setLanguage(event.target.value)}
        >
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="fr">Français</MenuItem>
          <MenuItem value="pt">Português</MenuItem>
          <MenuItem value="ja">日本語</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
