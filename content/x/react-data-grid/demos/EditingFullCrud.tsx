import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridColDef,
  GridPreProcessEditCellProps,
  GridRenderCellParams,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
  Toolbar,
  ToolbarButton,
  gridEditRowsStateSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number | null;
  stock: number | null;
  isNew?: boolean;
}

interface Status {
  severity: AlertColor;
  text: string;
  undo?: () => void;
}

const initialRows: Product[] = [
  { id: 1, name: 'Sourdough loaf', category: 'Bakery', price: 4.5, stock: 18 },
  { id: 2, name: 'Greek yoghurt', category: 'Dairy', price: 2.2, stock: 40 },
  { id: 3, name: 'Blood oranges', category: 'Fruit', price: 3.8, stock: 25 },
  { id: 4, name: 'Rye crackers', category: 'Bakery', price: 2.9, stock: 0 },
  { id: 5, name: 'Aged gouda', category: 'Dairy', price: 7.4, stock: 12 },
];

// A fake in-memory server: every call answers after 250 ms.
function useFakeServer(initial: Product[]) {
  const db = React.useRef<Product[]>(initial);
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const wait = React.useCallback(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, 250);
        timers.current.add(timer);
      }),
    [],
  );

  return React.useMemo(
    () => ({
      async save(row: Product): Promise<Product> {
        await wait();
        const { isNew, ...product } = row;
        const name = product.name.trim();
        if (!name) {
          throw new Error('A product needs a name.');
        }
        const taken = db.current.some(
          (other) => other.id !== row.id && other.name.toLowerCase() === name.toLowerCase(),
        );
        if (taken) {
          throw new Error(`"${name}" already exists.`);
        }
        const saved = { ...product, name };
        db.current = isNew
          ? [...db.current, saved]
          : db.current.map((other) => (other.id === saved.id ? saved : other));
        return saved;
      },
      async remove(id: GridRowId) {
        await wait();
        db.current = db.current.filter((other) => other.id !== id);
      },
      async restore(row: Product) {
        await wait();
        db.current = [...db.current, row];
      },
    }),
    [wait],
  );
}

const AddRowContext = React.createContext<() => void>(() => {});

function CrudToolbar() {
  const addRow = React.useContext(AddRowContext);
  return (
    <Toolbar>
      <ToolbarButton render={<Button size="small" startIcon={<AddIcon />} />} onClick={addRow}>
        Add product
      </ToolbarButton>
    </Toolbar>
  );
}

export default function EditingFullCrud() {
  const apiRef = useGridApiRef();
  const server = useFakeServer(initialRows);
  const [rows, setRows] = React.useState<Product[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    text: 'Add, edit or delete products. Names must be unique.',
  });
  const nextId = React.useRef(initialRows.length + 1);

  const addRow = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [
      { id, name: '', category: 'Fruit', price: null, stock: 0, isNew: true },
      ...prev,
    ]);
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  }, []);

  const forgetMode = (id: GridRowId) =>
    setRowModesModel((prev) => {
      const next = { ...prev };
      delete next[id];
      return next;
    });

  const columns = React.useMemo<GridColDef<Product>[]>(() => {
    const edit = (id: GridRowId) =>
      setRowModesModel((prev) => ({
        ...prev,
        [id]: { mode: GridRowModes.Edit },
      }));

    const save = (id: GridRowId) => {
      // Saving is blocked anyway while a field has an error: tell users why.
      const fields = gridEditRowsStateSelector(apiRef)[id] ?? {};
      if (Object.values(fields).some((field) => field.error)) {
        setStatus({
          severity: 'warning',
          text: 'Fix the fields marked in red first.',
        });
        return;
      }
      setRowModesModel((prev) => ({
        ...prev,
        [id]: { mode: GridRowModes.View },
      }));
    };

    const cancel = (row: Product) => {
      if (row.isNew) {
        setRows((prev) => prev.filter((other) => other.id !== row.id));
        forgetMode(row.id);
      } else {
        setRowModesModel((prev) => ({
          ...prev,
          [row.id]: { mode: GridRowModes.View, ignoreModifications: true },
        }));
      }
    };

    const remove = (row: Product) => {
      const index = rows.findIndex((other) => other.id === row.id);
      setRows((prev) => prev.filter((other) => other.id !== row.id));
      forgetMode(row.id);
      server.remove(row.id);
      setStatus({
        severity: 'info',
        text: `Deleted "${row.name}".`,
        undo: () => {
          setRows((prev) => [...prev.slice(0, index), row, ...prev.slice(index)]);
          server.restore(row);
          setStatus({ severity: 'success', text: `Restored "${row.name}".` });
        },
      });
    };

    return [
      {
        field: 'name',
        headerName: 'Product',
        flex: 1,
        minWidth: 150,
        editable: true,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
          ...params.props,
          error: !params.props.value?.trim(),
        }),
      },
      {
        field: 'category',
        headerName: 'Category',
        type: 'singleSelect',
        valueOptions: ['Bakery', 'Dairy', 'Fruit', 'Vegetables'],
        width: 120,
        editable: true,
      },
      {
        field: 'price',
        headerName: 'Price (€)',
        type: 'number',
        width: 100,
        editable: true,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => ({
          ...params.props,
          error: params.props.value == null || params.props.value <= 0,
        }),
      },
      {
        field: 'stock',
        headerName: 'Stock',
        type: 'number',
        width: 90,
        editable: true,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
          const stock = params.props.value;
          return {
            ...params.props,
            error: stock == null || !Number.isInteger(stock) || stock < 0,
          };
        },
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params: GridRenderCellParams<Product>) => {
          const { row } = params;
          const label = row.name || 'new product';
          if (rowModesModel[row.id]?.mode === GridRowModes.Edit) {
            return (
              <GridActionsCell {...params}>
                <GridActionsCellItem
                  icon={<SaveIcon />}
                  label={`Save ${label}`}
                  onClick={() => save(row.id)}
                />
                <GridActionsCellItem
                  icon={<CloseIcon />}
                  label={`Cancel editing ${label}`}
                  onClick={() => cancel(row)}
                />
              </GridActionsCell>
            );
          }
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<EditIcon />}
                label={`Edit ${label}`}
                onClick={() => edit(row.id)}
              />
              <GridActionsCellItem
                icon={<DeleteIcon />}
                label={`Delete ${label}`}
                onClick={() => remove(row)}
              />
            </GridActionsCell>
          );
        },
      },
    ];
  }, [apiRef, rowModesModel, rows, server]);

  const processRowUpdate = async (newRow: Product) => {
    setStatus({ severity: 'info', text: 'Saving…' });
    const saved = await server.save(newRow); // Throws when the server refuses the row.
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    setStatus({ severity: 'success', text: `Saved "${saved.name}".` });
    return saved;
  };

  const handleProcessRowUpdateError = (error: Error) => {
    setStatus({ severity: 'error', text: `Not saved: ${error.message}` });
  };

  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Alert
        severity={status.severity}
        role="status"
        action={
          status.undo ? (
            <Button color="inherit" size="small" onClick={status.undo}>
              Undo
            </Button>
          ) : undefined
        }
      >
        {status.text}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <AddRowContext.Provider value={addRow}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            editMode="row"
            rowModesModel={rowModesModel}
            onRowModesModelChange={setRowModesModel}
            processRowUpdate={processRowUpdate}
            onProcessRowUpdateError={handleProcessRowUpdateError}
            slots={{ toolbar: CrudToolbar }}
            showToolbar
            hideFooter
            sx={{
              '& .MuiDataGrid-editInputCell.Mui-error': {
                boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
              },
            }}
          />
        </AddRowContext.Provider>
      </Box>
    </Box>
  );
}
