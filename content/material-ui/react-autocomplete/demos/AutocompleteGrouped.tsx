import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';

interface Station {
  name: string;
  line: string;
  closed?: boolean;
}

// Sorted by line, so that each group appears once.
const stations: Station[] = [
  { name: 'Baixa-Chiado', line: 'Blue line' },
  { name: 'Jardim Zoológico', line: 'Blue line' },
  { name: 'Marquês de Pombal', line: 'Blue line' },
  { name: 'Alameda', line: 'Green line' },
  { name: 'Cais do Sodré', line: 'Green line' },
  { name: 'Rossio', line: 'Green line', closed: true },
  { name: 'Aeroporto', line: 'Red line' },
  { name: 'Oriente', line: 'Red line' },
  { name: 'Saldanha', line: 'Red line' },
];

const filterFromStart = createFilterOptions<Station>({ matchFrom: 'start' });

export default function AutocompleteGrouped() {
  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Autocomplete
        options={stations}
        groupBy={(option) => option.line}
        getOptionLabel={(option) => option.name}
        getOptionDisabled={(option) => option.closed === true}
        filterOptions={filterFromStart}
        renderGroup={(params) => (
          // A named group of options, so that the list keeps valid listbox semantics.
          <li key={params.key} role="presentation">
            <ListSubheader component="div" role="presentation" sx={{ top: -8 }}>
              {params.group}
            </ListSubheader>
            <Box component="ul" role="group" aria-label={params.group} sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        sx={{ width: 300 }}
        renderInput={(params) => (
          <TextField {...params} label="Station" helperText="Matches from the first letter" />
        )}
      />
    </Box>
  );
}
