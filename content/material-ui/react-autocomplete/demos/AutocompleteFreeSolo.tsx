import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Tag {
  name: string;
  // Set on the extra option that offers to create a new tag.
  inputValue?: string;
}

const initialTags: Tag[] = [
  { name: 'bug' },
  { name: 'documentation' },
  { name: 'enhancement' },
  { name: 'good first issue' },
  { name: 'performance' },
];

const filter = createFilterOptions<Tag>();

export default function AutocompleteFreeSolo() {
  const [tags, setTags] = React.useState(initialTags);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <Box
      sx={{
        height: 100,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Autocomplete
        freeSolo
        options={['release notes', 'roadmap', 'migration guide']}
        sx={{ width: 240 }}
        renderInput={(params) => <TextField {...params} label="Search the docs" />}
      />
      <Autocomplete<Tag, false, false, true>
        freeSolo
        value={value}
        options={tags}
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        sx={{ width: 240 }}
        onChange={(_event, next) => {
          if (typeof next === 'string') {
            // Enter pressed on text that matches no option.
            const created = { name: next };
            setTags((previous) => [...previous, created]);
            setValue(created);
          } else if (next?.inputValue) {
            const created = { name: next.inputValue };
            setTags((previous) => [...previous, created]);
            setValue(created);
          } else {
            setValue(next);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ inputValue: typed, name: `Create "${typed}"` });
          }
          return filtered;
        }}
        getOptionLabel={(option) => {
          if (typeof option === 'string') {
            return option;
          }
          return option.inputValue ?? option.name;
        }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Label" />}
      />
    </Box>
  );
}
