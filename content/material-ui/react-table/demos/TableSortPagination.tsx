import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const books: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  {
    id: 3,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    pages: 417,
  },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
  { id: 6, title: 'Middlemarch', author: 'George Eliot', year: 1871, pages: 880 },
  { id: 7, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967, pages: 412 },
  { id: 8, title: 'Invisible Cities', author: 'Italo Calvino', year: 1972, pages: 165 },
  { id: 9, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 10, title: 'The Book of Disquiet', author: 'Fernando Pessoa', year: 1982, pages: 544 },
  {
    id: 11,
    title: 'Season of Migration to the North',
    author: 'Tayeb Salih',
    year: 1966,
    pages: 169,
  },
  { id: 12, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, pages: 124 },
];

type SortKey = 'title' | 'author' | 'year' | 'pages';
type Order = 'asc' | 'desc';

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'title', label: 'Title', numeric: false },
  { key: 'author', label: 'Author', numeric: false },
  { key: 'year', label: 'Year', numeric: true },
  { key: 'pages', label: 'Pages', numeric: true },
];

function compare(a: Book, b: Book, key: SortKey) {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right));
}

export default function TableSortPagination() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('year');
  const [order, setOrder] = React.useState<Order>('asc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const handleSort = (key: SortKey) => {
    const isSameAsc = orderBy === key && order === 'asc';
    setOrder(isSameAsc ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  // Sort everything, then cut out the current page.
  const visibleRows = React.useMemo(() => {
    const sorted = [...books].sort((a, b) =>
      order === 'asc' ? compare(a, b, orderBy) : compare(b, a, orderBy),
    );
    return sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  }, [order, orderBy, page, rowsPerPage]);

  return (
    <Paper
      variant="outlined"
      sx={{ height: 300, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <TableContainer sx={{ flex: 1 }}>
        <Table size="small" stickyHeader aria-label="Books">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => handleSort(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visibleRows.map((book) => (
              <TableRow key={book.id} hover>
                <TableCell component="th" scope="row">
                  {book.title}
                </TableCell>
                <TableCell>{book.author}</TableCell>
                <TableCell align="right">{book.year}</TableCell>
                <TableCell align="right">{book.pages}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={books.length}
        page={page}
        onPageChange={(_, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number.parseInt(event.target.value, 10));
          setPage(0);
        }}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
