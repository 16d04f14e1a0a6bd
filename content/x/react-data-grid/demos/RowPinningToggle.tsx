import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridPinnedRowsProp,
  GridRowId,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  team: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amelia Reyes', team: 'Design' },
  { id: 2, name: 'Noah Becker', team: 'Platform' },
  { id: 3, name: 'Sofia Rossi', team: 'Sales' },
  { id: 4, name: 'Liam Chen', team: 'Platform' },
  { id: 5, name: 'Zara Ahmed', team: 'Support' },
  { id: 6, name: 'Mateo Silva', team: 'Design' },
  { id: 7, name: 'Ines Laurent', team: 'Finance' },
  { id: 8, name: 'Kai Tanaka', team: 'Support' },
];

export default function RowPinningToggle() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([2]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((prev) =>
      prev.includes(id) ? prev.filter((pinnedId) => pinnedId !== id) : [...prev, id],
    );
  }, []);

  // A row listed in pinnedRows with the same id as a row in rows is shown only once, pinned.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Contact>>(
    () => ({ top: rows.filter((row) => pinnedIds.includes(row.id)) }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Contact>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id, row }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? `Unpin ${row.name}` : `Pin ${row.name}`}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'team', headerName: 'Team', width: 130 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
