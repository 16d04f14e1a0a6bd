import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, copies: 3 },
  { id: 2, book: 'Kindred', author: 'Octavia E. Butler', year: 1979, copies: 2 },
  { id: 3, book: 'Solaris', author: 'Stanisław Lem', year: 1961, copies: 1 },
  { id: 4, book: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, copies: 2 },
  { id: 5, book: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, copies: 4 },
];

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value) => value,
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

function ExportMenuToolbar() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Tooltip title="Export" disableInteractive={open}>
        <ToolbarButton
          id={buttonId}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <ExportCsv render={<MenuItem />} onClick={close} options={{ fileName: 'library' }}>
          Download CSV
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          onClick={close}
          options={{ fileName: 'library-titles', fields: ['book', 'author'] }}
        >
          Download CSV (titles only)
        </ExportCsv>
        <ExportPrint
          render={<MenuItem />}
          onClick={close}
          options={{ hideFooter: true, hideToolbar: true }}
        >
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: ExportMenuToolbar }}
      />
    </Box>
  );
}
