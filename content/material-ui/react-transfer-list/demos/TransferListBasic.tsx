import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';

function not(a: readonly string[], b: readonly string[]) {
  return a.filter((value) => !b.includes(value));
}

function intersection(a: readonly string[], b: readonly string[]) {
  return a.filter((value) => b.includes(value));
}

export default function TransferListBasic() {
  const idPrefix = React.useId();
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Apples', 'Bread', 'Cheese', 'Dates']);
  const [right, setRight] = React.useState(['Eggs', 'Flour']);

  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (value: string) => {
    setChecked((previous) =>
      previous.includes(value) ? previous.filter((item) => item !== value) : [...previous, value],
    );
  };

  const customList = (items: readonly string[], label: string) => (
    <Paper variant="outlined" sx={{ width: 200, height: 230, overflow: 'auto' }}>
      <List dense component="div" role="list" aria-label={label}>
        {items.map((value) => {
          const labelId = `${idPrefix}-${value}`;
          return (
            <ListItemButton key={value} role="listitem" onClick={() => toggle(value)}>
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
      </List>
    </Paper>
  );

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 240, alignItems: 'center', justifyContent: 'center' }}
    >
      {customList(left, 'Pantry')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setRight(right.concat(left));
            setLeft([]);
          }}
          disabled={left.length === 0}
          aria-label="Move all to the shopping list"
        >
          <KeyboardDoubleArrowRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setRight(right.concat(leftChecked));
            setLeft(not(left, leftChecked));
            setChecked(not(checked, leftChecked));
          }}
          disabled={leftChecked.length === 0}
          aria-label="Move selected to the shopping list"
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setLeft(left.concat(rightChecked));
            setRight(not(right, rightChecked));
            setChecked(not(checked, rightChecked));
          }}
          disabled={rightChecked.length === 0}
          aria-label="Move selected to the pantry"
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setLeft(left.concat(right));
            setRight([]);
          }}
          disabled={right.length === 0}
          aria-label="Move all to the pantry"
        >
          <KeyboardDoubleArrowLeftIcon />
        </Button>
      </Stack>
      {customList(right, 'Shopping list')}
    </Stack>
  );
}
