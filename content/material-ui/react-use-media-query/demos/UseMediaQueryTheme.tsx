import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UseMediaQueryTheme() {
  const theme = useTheme();
  const upSm = useMediaQuery(theme.breakpoints.up('sm'));
  const upMd = useMediaQuery(theme.breakpoints.up('md'));
  const downLg = useMediaQuery(theme.breakpoints.down('lg'));
  const onlyMd = useMediaQuery(theme.breakpoints.only('md'));

  const rows = [
    { code: "breakpoints.up('sm')", matches: upSm },
    { code: "breakpoints.up('md')", matches: upMd },
    { code: "breakpoints.down('lg')", matches: downLg },
    { code: "breakpoints.only('md')", matches: onlyMd },
  ];

  return (
    <Box sx={{ height: 200, maxWidth: 420 }}>
      <Table size="small" aria-label="Breakpoint queries and their current result">
        <TableHead>
          <TableRow>
            <TableCell>Query</TableCell>
            <TableCell>Matches now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.code}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.code}</TableCell>
              <TableCell>{row.matches ? 'yes' : 'no'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
