import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ArchiveIcon from '@mui/icons-material/Archive';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  archived: boolean;
}

const initialRows: Project[] = [
  { id: 1, name: 'Website redesign', archived: false },
  { id: 2, name: 'Mobile app v2', archived: false },
  { id: 3, name: 'Data warehouse', archived: true },
  { id: 4, name: 'Support portal', archived: false },
  { id: 5, name: 'Pricing experiment', archived: false },
];

export default function CustomColumnsActions() {
  const [rows, setRows] = React.useState<Project[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  const columns = React.useMemo<GridColDef<Project>[]>(
    () => [
      { field: 'name', headerName: 'Project', flex: 1, minWidth: 180 },
      { field: 'archived', headerName: 'Archived', type: 'boolean', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: (params: GridRenderCellParams<Project>) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${params.row.name}`}
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
            <GridActionsCellItem
              icon={<ContentCopyIcon />}
              label="Duplicate"
              showInMenu
              onClick={() => {
                const id = nextId.current;
                nextId.current += 1;
                setRows((prev) => [
                  ...prev,
                  { ...params.row, id, name: `${params.row.name} (copy)` },
                ]);
              }}
            />
            <GridActionsCellItem
              icon={<ArchiveIcon />}
              label={params.row.archived ? 'Restore' : 'Archive'}
              showInMenu
              onClick={() =>
                setRows((prev) =>
                  prev.map((row) =>
                    row.id === params.id ? { ...row, archived: !row.archived } : row,
                  ),
                )
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
