import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Ceramic mug', price: 12, stock: 140 },
  { id: 2, name: 'Linen tea towel', price: 9.5, stock: 62 },
  { id: 3, name: 'Oak cutting board', price: 38, stock: 15 },
  { id: 4, name: 'Glass carafe', price: 24, stock: 0 },
  { id: 5, name: 'Cast iron pan', price: 55, stock: 8 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 120, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120, editable: true },
];

// A fake API: answers after a short delay and refuses invalid products.
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!product.name.trim()) {
        reject(new Error('The product name cannot be empty.'));
      } else if (product.price == null || product.price < 0) {
        reject(new Error('The price must be zero or more.'));
      } else if (product.stock == null || !Number.isInteger(product.stock)) {
        reject(new Error('The stock must be a whole number.'));
      } else {
        resolve({ ...product, name: product.name.trim() });
      }
    }, 600);
  });
}

const isSameProduct = (a: Product, b: Product) =>
  a.name === b.name && a.price === b.price && a.stock === b.stock;

export default function EditingPersistenceServer() {
  const [rows, setRows] = React.useState<Product[]>(initialRows);
  const [status, setStatus] = React.useState<{ severity: AlertColor; message: string }>({
    severity: 'info',
    message: 'Edit a cell and press Enter. Try an empty name or a negative price.',
  });

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (isSameProduct(newRow, oldRow)) {
      return oldRow; // Nothing changed: skip the request.
    }
    setStatus({ severity: 'info', message: `Saving "${newRow.name}"…` });
    const savedRow = await saveProduct(newRow);
    setRows((prev) => prev.map((row) => (row.id === savedRow.id ? savedRow : row)));
    setStatus({ severity: 'success', message: `"${savedRow.name}" saved.` });
    return savedRow;
  };

  const handleProcessRowUpdateError = (error: Error) => {
    setStatus({ severity: 'error', message: `Not saved: ${error.message}` });
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity={status.severity} role="status">
        {status.message}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
    </Box>
  );
}
