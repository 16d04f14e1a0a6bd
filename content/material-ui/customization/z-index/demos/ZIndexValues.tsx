import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme, type ZIndex } from '@mui/material/styles';

const usedBy: Record<keyof ZIndex, string> = {
  mobileStepper: 'MobileStepper',
  fab: 'Fab',
  speedDial: 'SpeedDial',
  appBar: 'AppBar',
  drawer: 'Drawer',
  modal: 'Modal, Dialog, Popover, Menu',
  snackbar: 'Snackbar',
  tooltip: 'Tooltip',
};

export default function ZIndexValues() {
  const theme = useTheme();
  const rows = (Object.keys(usedBy) as (keyof ZIndex)[])
    .map((key) => ({ key, value: theme.zIndex[key] }))
    .sort((a, b) => a.value - b.value);

  return (
    <Box sx={{ height: 340 }}>
      <Table size="small" aria-label="The theme's z-index scale">
        <TableHead>
          <TableRow>
            <TableCell>Key</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell>Used by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                zIndex.{row.key}
              </TableCell>
              <TableCell align="right">{row.value}</TableCell>
              <TableCell>{usedBy[row.key]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
