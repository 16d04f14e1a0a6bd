import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const lines = [
  { item: 'Notebook, A5', quantity: 12, price: 3.5 },
  { item: 'Gel pen, black', quantity: 40, price: 1.2 },
  { item: 'Desk lamp', quantity: 2, price: 34.9 },
  { item: 'Cable organiser', quantity: 5, price: 7.25 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);

export default function TableDenseTotals() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Order summary"
      sx={{ height: 256 }}
    >
      <Table size="small">
        <caption>Order 2026-0417, prices in euros, tax included.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item} hover>
              <TableCell component="th" scope="row">
                {line.item}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{currency.format(line.price)}</TableCell>
              <TableCell align="right">{currency.format(line.quantity * line.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3}>
              Total
            </TableCell>
            <TableCell align="right">{currency.format(total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
