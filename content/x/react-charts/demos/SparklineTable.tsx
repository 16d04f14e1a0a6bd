import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type Product = {
  name: string;
  // Monthly revenue in thousands of euros, January to December.
  revenue: number[];
  // Units returned per month.
  returns: number[];
};

const products: Product[] = [
  {
    name: 'Trail running shoes',
    revenue: [42, 45, 51, 58, 63, 70, 74, 72, 66, 59, 54, 61],
    returns: [5, 4, 6, 7, 6, 8, 9, 7, 6, 5, 4, 6],
  },
  {
    name: 'Rain jacket',
    revenue: [38, 35, 33, 29, 24, 18, 15, 16, 22, 27, 30, 31],
    returns: [3, 3, 2, 2, 1, 1, 1, 1, 2, 4, 5, 4],
  },
  {
    name: 'Insulated bottle',
    revenue: [21, 22, 24, 27, 31, 36, 40, 39, 33, 28, 25, 30],
    returns: [1, 1, 2, 1, 2, 2, 3, 2, 2, 1, 1, 2],
  },
  {
    name: 'Hiking backpack',
    revenue: [30, 31, 35, 40, 47, 52, 55, 54, 46, 38, 33, 36],
    returns: [2, 2, 3, 3, 4, 5, 5, 4, 3, 3, 2, 3],
  },
  {
    name: 'Wool beanie',
    revenue: [26, 22, 17, 12, 8, 6, 5, 6, 9, 14, 18, 20],
    returns: [1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 2, 2],
  },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// One colour per trend, with a lighter shade in dark mode so it stays readable.
const rising = (mode: 'light' | 'dark') => (mode === 'dark' ? '#66bb6a' : '#2e7d32');
const falling = (mode: 'light' | 'dark') => (mode === 'dark' ? '#f48fb1' : '#c2185b');

function formatChange(first: number, last: number) {
  const change = Math.round(((last - first) / first) * 100);
  return `${change > 0 ? '+' : ''}${change} %`;
}

export default function SparklineTable() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <TableContainer sx={{ height: '100%' }}>
        <Table size="small" sx={{ minWidth: 560, '& caption': { captionSide: 'top' } }}>
          <caption>Revenue and returns per product in 2025, by month</caption>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell sx={{ width: '40%' }}>Revenue (k€)</TableCell>
              <TableCell align="right">Change</TableCell>
              <TableCell sx={{ width: '25%' }}>Returns</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => {
              const first = product.revenue[0];
              const last = product.revenue[product.revenue.length - 1];
              return (
                <TableRow key={product.name}>
                  <TableCell component="th" scope="row">
                    {product.name}
                  </TableCell>
                  <TableCell>
                    <SparkLineChart
                      data={product.revenue}
                      height={34}
                      area
                      curve="natural"
                      color={last >= first ? rising : falling}
                      showTooltip
                      showHighlight
                      xAxis={{ data: months }}
                      valueFormatter={(value) => (value === null ? '' : `${value} k€`)}
                      aria-label={`Monthly revenue of ${product.name}, from ${first} to ${last} thousand euros`}
                    />
                  </TableCell>
                  <TableCell align="right">{formatChange(first, last)}</TableCell>
                  <TableCell>
                    <SparkLineChart
                      plotType="bar"
                      data={product.returns}
                      height={34}
                      // A shared scale makes the bars comparable from one row to the next.
                      yAxis={{ min: 0, max: 10 }}
                      showTooltip
                      xAxis={{ data: months }}
                      aria-label={`Monthly returns of ${product.name}`}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
