import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Portugal',
];

const not = (a: readonly string[], b: readonly string[]) => a.filter((v) => !b.includes(v));

function FilteredList({
  title,
  items,
  checked,
  onToggle,
}: {
  title: string;
  items: readonly string[];
  checked: readonly string[];
  onToggle: (value: string) => void;
}) {
  const idPrefix = React.useId();
  const [query, setQuery] = React.useState('');
  const visible = items.filter((item) => item.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Paper variant="outlined" sx={{ width: 220, p: 1 }}>
      <TextField
        size="small"
        label={`Filter ${title.toLowerCase()}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
      />
      <List
        dense
        component="div"
        role="list"
        aria-label={title}
        sx={{ height: 200, overflow: 'auto' }}
      >
        {visible.map((value) => {
          const labelId = `${idPrefix}-${value}`;
          return (
            <ListItemButton key={value} role="listitem" onClick={() => onToggle(value)}>
              <ListItemIcon>
                <Checkbox
                  checked={checked.includes(value)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={value} />
            </ListItemButton>
          );
        })}
        {visible.length === 0 && (
          <Box role="listitem" sx={{ p: 2, typography: 'body2', color: 'text.secondary' }}>
            No match.
          </Box>
        )}
      </List>
    </Paper>
  );
}

export default function TransferListFilter() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(countries.slice(0, 10));
  const [right, setRight] = React.useState(countries.slice(10));

  const toggle = (value: string) => {
    setChecked((previous) =>
      previous.includes(value) ? previous.filter((item) => item !== value) : [...previous, value],
    );
  };
  const move = (from: string[], to: string[]) => {
    const moving = from.filter((value) => checked.includes(value));
    return { from: not(from, moving), to: to.concat(moving), moving };
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 280, alignItems: 'center', justifyContent: 'center' }}
    >
      <FilteredList title="Countries" items={left} checked={checked} onToggle={toggle} />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          aria-label="Add the selected countries to the route"
          disabled={!left.some((value) => checked.includes(value))}
          onClick={() => {
            const result = move(left, right);
            setLeft(result.from);
            setRight(result.to);
            setChecked(not(checked, result.moving));
          }}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="Remove the selected countries from the route"
          disabled={!right.some((value) => checked.includes(value))}
          onClick={() => {
            const result = move(right, left);
            setRight(result.from);
            setLeft(result.to);
            setChecked(not(checked, result.moving));
          }}
        >
          <ChevronLeftIcon />
        </Button>
      </Stack>
      <FilteredList title="Route" items={right} checked={checked} onToggle={toggle} />
    </Stack>
  );
}
