import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'EUR', label: '€ Euro' },
  { value: 'USD', label: '$ US dollar' },
  { value: 'JPY', label: '¥ Yen' },
];

export default function SelectTextField() {
  return (
    <Box
      sx={{
        height: 110,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <TextField
        select
        label="Currency"
        defaultValue="EUR"
        helperText="A menu, like Select"
        sx={{ width: 220 }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Currency (native)"
        defaultValue="USD"
        helperText="The browser's own list"
        slotProps={{ select: { native: true } }}
        sx={{ width: 220 }}
      >
        {currencies.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
