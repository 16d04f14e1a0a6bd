import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  bookable: boolean;
  children?: Room[];
}

const rooms: Room[] = [
  {
    id: 'floor-1',
    label: 'Floor 1',
    bookable: true,
    children: [
      { id: 'lobby', label: 'Lobby', bookable: true },
      { id: 'studio', label: 'Studio (under repair)', bookable: false },
    ],
  },
  {
    id: 'floor-2',
    label: 'Floor 2 (staff only)',
    bookable: false,
    children: [
      { id: 'office-a', label: 'Office A', bookable: true },
      { id: 'office-b', label: 'Office B', bookable: true },
    ],
  },
  { id: 'roof', label: 'Roof terrace', bookable: true },
];

// Defined once, outside the component: a new function on each render would rebuild the tree.
const isRoomDisabled = (room: Room) => !room.bookable;

export default function RichItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Rooms"
          items={rooms}
          isItemDisabled={isRoomDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['floor-1', 'floor-2']}
        />
      </Box>
    </Box>
  );
}
