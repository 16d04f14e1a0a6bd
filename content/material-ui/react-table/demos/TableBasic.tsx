import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { city: 'Lisbon', country: 'Portugal', population: 0.55, area: 100 },
  { city: 'Nairobi', country: 'Kenya', population: 4.4, area: 696 },
  { city: 'Osaka', country: 'Japan', population: 2.7, area: 225 },
  { city: 'Quito', country: 'Ecuador', population: 2.8, area: 372 },
];

export default function TableBasic() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Cities table"
      sx={{ height: 272 }}
    >
      <Table aria-label="Cities">
        <TableHead>
          <TableRow>
            <TableCell>City</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">Population (millions)</TableCell>
            <TableCell align="right">Area (km²)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell>{row.country}</TableCell>
              <TableCell align="right">{row.population}</TableCell>
              <TableCell align="right">{row.area}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
