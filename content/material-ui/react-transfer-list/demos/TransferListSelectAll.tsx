import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const not = (a: readonly string[], b: readonly string[]) => a.filter((v) => !b.includes(v));
const intersection = (a: readonly string[], b: readonly string[]) => a.filter((v) => b.includes(v));
const union = (a: readonly string[], b: readonly string[]) => [...a, ...not(b, a)];

export default function TransferListSelectAll() {
  const idPrefix = React.useId();
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Reading', 'Writing', 'Comments', 'Exports', 'Billing']);
  const [right, setRight] = React.useState(['Admin']);

  const leftChecked = intersection(checked, left);
  const rightChecked = intersection(checked, right);

  const toggle = (value: string) => {
    setChecked((previous) =>
      previous.includes(value) ? previous.filter((item) => item !== value) : [...previous, value],
    );
  };

  const toggleAll = (items: readonly string[]) => {
    setChecked(
      intersection(checked, items).length === items.length
        ? not(checked, items)
        : union(checked, items),
    );
  };

  const customList = (title: string, items: readonly string[]) => {
    const selected = intersection(checked, items).length;
    return (
      <Card variant="outlined" sx={{ width: 220 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              onClick={() => toggleAll(items)}
              checked={selected === items.length && items.length !== 0}
              indeterminate={selected !== items.length && selected !== 0}
              disabled={items.length === 0}
              slotProps={{ input: { 'aria-label': `Select every item in ${title}` } }}
            />
          }
          title={title}
          subheader={`${selected}/${items.length} selected`}
        />
        <Divider />
        <List
          dense
          component="div"
          role="list"
          aria-label={title}
          sx={{ height: 160, overflow: 'auto' }}
        >
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
      </Card>
    );
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 260, alignItems: 'center', justifyContent: 'center' }}
    >
      {customList('Available permissions', left)}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setRight(right.concat(leftChecked));
            setLeft(not(left, leftChecked));
            setChecked(not(checked, leftChecked));
          }}
          disabled={leftChecked.length === 0}
          aria-label="Grant the selected permissions"
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
          aria-label="Revoke the selected permissions"
        >
          <ChevronLeftIcon />
        </Button>
      </Stack>
      {customList('Granted', right)}
    </Stack>
  );
}
