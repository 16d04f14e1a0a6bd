import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const skills = [
  'Accessibility',
  'CSS',
  'GraphQL',
  'HTML',
  'Node.js',
  'React',
  'Rust',
  'SQL',
  'Testing',
  'TypeScript',
];

export default function AutocompleteMultiple() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      <Autocomplete
        multiple
        options={skills}
        defaultValue={['React', 'TypeScript']}
        filterSelectedOptions
        sx={{ width: 420 }}
        renderInput={(params) => <TextField {...params} label="Skills" />}
      />
      <Autocomplete
        multiple
        limitTags={2}
        options={skills}
        defaultValue={['CSS', 'HTML', 'React', 'SQL']}
        disableCloseOnSelect
        size="small"
        sx={{ width: 420 }}
        renderInput={(params) => <TextField {...params} label="Skills (limitTags=2)" />}
      />
    </Box>
  );
}
