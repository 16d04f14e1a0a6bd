import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

const rows = ['Screen width', 'Pixel ratio', 'Language', 'Online'];

// Reads `window` and `navigator` while rendering: this would throw on a server.
function BrowserFacts() {
  const values = [
    `${window.screen.width} px`,
    String(window.devicePixelRatio),
    navigator.language,
    navigator.onLine ? 'yes' : 'no',
  ];
  return (
    <TableBody>
      {rows.map((label, index) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row">
            {label}
          </TableCell>
          <TableCell>{values[index]}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

function Placeholder() {
  return (
    <TableBody>
      {rows.map((label) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row">
            {label}
          </TableCell>
          <TableCell>
            <Skeleton width={80} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

export default function NoSsrBrowserApis() {
  return (
    <Box sx={{ height: 160 }}>
      <Table size="small" aria-label="Values read from the browser" sx={{ maxWidth: 360 }}>
        <NoSsr fallback={<Placeholder />}>
          <BrowserFacts />
        </NoSsr>
      </Table>
    </Box>
  );
}
