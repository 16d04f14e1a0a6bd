import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Book {
  title: string;
  year: number;
}

const catalogue: Book[] = [
  { title: 'Dune', year: 1965 },
  { title: 'Frankenstein', year: 1818 },
  { title: 'Middlemarch', year: 1871 },
  { title: 'Neuromancer', year: 1984 },
  { title: 'The Left Hand of Darkness', year: 1969 },
  { title: 'Things Fall Apart', year: 1958 },
];

// Stands in for a network request.
function fetchBooks(): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(catalogue), 1200);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<readonly Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = () => {
    setOpen(true);
    if (options.length === 0) {
      setLoading(true);
      fetchBooks().then((books) => {
        setOptions(books);
        setLoading(false);
      });
    }
  };

  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Autocomplete
        sx={{ width: 300 }}
        open={open}
        onOpen={handleOpen}
        onClose={() => setOpen(false)}
        isOptionEqualToValue={(option, value) => option.title === value.title}
        getOptionLabel={(option) => `${option.title} (${option.year})`}
        options={options}
        loading={loading}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Book"
            slotProps={{
              input: {
                ...params.InputProps,
                endAdornment: (
                  <React.Fragment>
                    {loading ? <CircularProgress color="inherit" size={20} /> : null}
                    {params.InputProps.endAdornment}
                  </React.Fragment>
                ),
              },
            }}
          />
        )}
      />
    </Box>
  );
}
