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
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'LIS', city: 'Lisbon', country: 'Portugal', flights: 42 },
  { id: 2, code: 'OSL', city: 'Oslo', country: 'Norway', flights: 17 },
  { id: 3, code: 'ATH', city: 'Athens', country: 'Greece', flights: 35 },
  { id: 4, code: 'DUB', city: 'Dublin', country: 'Ireland', flights: 28 },
  { id: 5, code: 'KRK', city: 'Kraków', country: 'Poland', flights: 11 },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'flights', headerName: 'Weekly flights', type: 'number', width: 140 },
];

function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Let the browser start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ExportJsonToolbar() {
  const apiRef = useGridApiContext();
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  const exportJson = () => {
    // Same rows and columns as the built-in exports: filtered, sorted, visible.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const fields = apiRef.current.getVisibleColumns().map((column) => column.field);
    const data = ids.map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    downloadFile(JSON.stringify(data, null, 2), 'destinations.json', 'application/json');
    close();
  };

  return (
    <Toolbar>
      <Tooltip title="Export">
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
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <ExportCsv render={<MenuItem />} onClick={close} options={{ fileName: 'destinations' }}>
          Download as CSV
        </ExportCsv>
        <MenuItem onClick={exportJson}>Download as JSON</MenuItem>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportJsonMenuItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: ExportJsonToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'flights', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
