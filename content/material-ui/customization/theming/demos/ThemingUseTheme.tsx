import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

const theme = createTheme({ colorSchemes: { dark: true } });

function ThemeValues() {
  const current = useTheme();
  const rows: [string, string][] = [
    ['theme.palette.mode', current.palette.mode],
    ['theme.palette.primary.main', current.palette.primary.main],
    ['theme.spacing(2)', current.spacing(2)],
    ['theme.shape.borderRadius', String(current.shape.borderRadius)],
    ['theme.breakpoints.values.md', String(current.breakpoints.values.md)],
    ['theme.typography.fontSize', String(current.typography.fontSize)],
  ];
  return (
    <Table size="small" aria-label="Values read with useTheme">
      <TableBody>
        {rows.map(([expression, value]) => (
          <TableRow key={expression}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {expression}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function ThemingUseTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 240 }}>
        <ThemeValues />
      </Box>
    </ThemeProvider>
  );
}
