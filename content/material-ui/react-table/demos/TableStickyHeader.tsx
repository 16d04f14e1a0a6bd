import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

// Hourly readings for one day, computed once from a fixed formula.
const readings = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  temperature: Math.round((14 + 7 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)) * 10) / 10,
  humidity: 55 + ((hour * 7) % 30),
}));

export default function TableStickyHeader() {
  return (
    <Paper variant="outlined" sx={{ height: 280, overflow: 'hidden' }}>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby="sticky-table-caption"
        sx={{ height: '100%' }}
      >
        <Table stickyHeader size="small">
          <caption id="sticky-table-caption">Hourly readings, 17 April 2026</caption>
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell align="right">Temperature (°C)</TableCell>
              <TableCell align="right">Humidity (%)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {readings.map((reading) => (
              <TableRow key={reading.hour}>
                <TableCell component="th" scope="row">
                  {`${String(reading.hour).padStart(2, '0')}:00`}
                </TableCell>
                <TableCell align="right">{reading.temperature}</TableCell>
                <TableCell align="right">{reading.humidity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
