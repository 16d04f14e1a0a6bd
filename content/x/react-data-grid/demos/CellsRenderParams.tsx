import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Planet {
  id: number;
  planet: string;
  moons: number;
}

const rows: Planet[] = [
  { id: 1, planet: 'Mercury', moons: 0 },
  { id: 2, planet: 'Earth', moons: 1 },
  { id: 3, planet: 'Mars', moons: 2 },
  { id: 4, planet: 'Neptune', moons: 16 },
  { id: 5, planet: 'Uranus', moons: 28 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'planet', headerName: 'Planet', width: 120 },
  {
    field: 'moons',
    headerName: 'Moons (what renderCell receives)',
    flex: 1,
    minWidth: 360,
    type: 'number',
    align: 'left',
    headerAlign: 'left',
    valueFormatter: (value: number) => (value === 1 ? '1 moon' : `${value} moons`),
    renderCell: (params: GridRenderCellParams<Planet, number, string>) => (
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
        value={params.value} · formattedValue=&quot;{params.formattedValue}&quot; · hasFocus=
        {String(params.hasFocus)} · tabIndex={params.tabIndex}
      </Box>
    ),
  },
];

export default function CellsRenderParams() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        Click a cell in the second column, then move with the arrow keys.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} label="Planets and moons" hideFooter />
      </Box>
    </Box>
  );
}
