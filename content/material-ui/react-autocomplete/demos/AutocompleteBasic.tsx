import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface City {
  label: string;
  country: string;
}

const cities: City[] = [
  { label: 'Amsterdam', country: 'Netherlands' },
  { label: 'Berlin', country: 'Germany' },
  { label: 'Buenos Aires', country: 'Argentina' },
  { label: 'Cairo', country: 'Egypt' },
  { label: 'Lisbon', country: 'Portugal' },
  { label: 'Montreal', country: 'Canada' },
  { label: 'Nairobi', country: 'Kenya' },
  { label: 'Osaka', country: 'Japan' },
  { label: 'Seoul', country: 'South Korea' },
  { label: 'Valparaíso', country: 'Chile' },
];

export default function AutocompleteBasic() {
  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Autocomplete
        options={cities}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="City" />}
      />
    </Box>
  );
}
