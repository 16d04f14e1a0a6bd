import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
  GridRowId,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  event: string;
  room: string;
  attendees: number;
}

interface Message {
  rowId: GridRowId;
  text: string;
}

const capacity: Record<string, number> = {
  Atlas: 12,
  Borealis: 30,
  Cosmos: 80,
};

const initialRows: Booking[] = [
  { id: 1, event: 'Design review', room: 'Atlas', attendees: 8 },
  { id: 2, event: 'Quarterly planning', room: 'Borealis', attendees: 24 },
  { id: 3, event: 'All-hands', room: 'Cosmos', attendees: 75 },
  { id: 4, event: 'Onboarding', room: 'Borealis', attendees: 15 },
];

export default function EditingValidationMessages() {
  const baseId = React.useId();
  const [rows, setRows] = React.useState<Booking[]>(initialRows);
  const [messages, setMessages] = React.useState<Record<string, Message>>({});
  const rowsRef = React.useRef(rows);
  React.useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // The fake server's timers, cleared on unmount.
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const columns = React.useMemo<GridColDef<Booking>[]>(() => {
    const messageId = (rowId: GridRowId, field: string) => `${baseId}-${rowId}-${field}`;

    const report = (rowId: GridRowId, field: string, label: string, text: string | null) => {
      setMessages((prev) => {
        const next = { ...prev };
        if (text) {
          next[messageId(rowId, field)] = { rowId, text: `${label}: ${text}` };
        } else {
          delete next[messageId(rowId, field)];
        }
        return next;
      });
    };

    // A fake server check that answers after 300 ms.
    const isNameTaken = (name: string, rowId: GridRowId) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve(
            rowsRef.current.some(
              (row) => row.id !== rowId && row.event.toLowerCase() === name.toLowerCase(),
            ),
          );
        }, 300);
        timers.current.add(timer);
      });

    // The input points to its message, and gets aria-invalid from `error`.
    const renderEditCell = (params: GridRenderEditCellParams) => (
      <GridEditInputCell
        {...params}
        slotProps={{
          root: {
            slotProps: {
              htmlInput: {
                'aria-describedby': params.error ? messageId(params.id, params.field) : undefined,
              },
            },
          },
        }}
      />
    );

    return [
      {
        field: 'event',
        headerName: 'Event',
        flex: 1,
        minWidth: 160,
        editable: true,
        renderEditCell,
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
          if (!params.hasChanged) {
            return params.props; // Another field changed: keep the last result.
          }
          const name = String(params.props.value ?? '').trim();
          let text: string | null = null;
          if (name.length < 3) {
            text = 'use at least 3 characters.';
          } else if (await isNameTaken(name, params.id)) {
            text = `"${name}" is already booked.`;
          }
          report(params.id, 'event', `${params.row.event}, event name`, text);
          return { ...params.props, error: text !== null };
        },
      },
      {
        field: 'room',
        headerName: 'Room',
        type: 'singleSelect',
        valueOptions: Object.keys(capacity),
        width: 120,
        editable: true,
      },
      {
        field: 'attendees',
        headerName: 'Attendees',
        type: 'number',
        width: 110,
        editable: true,
        renderEditCell,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
          // In row editing, read the room being edited in the same row.
          const room: string = params.otherFieldsProps?.room?.value ?? params.row.room;
          const count: number | null = params.props.value;
          let text: string | null = null;
          if (count == null || !Number.isInteger(count) || count < 1) {
            text = 'enter a whole number of people.';
          } else if (count > capacity[room]) {
            text = `${room} seats ${capacity[room]} people at most.`;
          }
          report(params.id, 'attendees', `${params.row.event}, attendees`, text);
          return { ...params.props, error: text !== null };
        },
      },
    ];
  }, [baseId]);

  // A row that leaves edit mode (saved or cancelled) has no messages left.
  const handleRowModesModelChange = (model: GridRowModesModel) => {
    setMessages((prev) => {
      const next = Object.entries(prev).filter(([, message]) => model[message.rowId]);
      return next.length === Object.keys(prev).length ? prev : Object.fromEntries(next);
    });
  };

  const processRowUpdate = (newRow: Booking) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  const entries = Object.entries(messages);

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box aria-live="polite" sx={{ height: 72, overflow: 'hidden' }}>
        {entries.length === 0 ? (
          <Typography variant="body2" sx={{ py: 1 }}>
            Double-click a booking to edit it. Problems are listed here.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3, py: 0.5 }}>
            {entries.map(([id, message]) => (
              <Typography key={id} id={id} component="li" variant="body2" color="error">
                {message.text}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          onRowModesModelChange={handleRowModesModelChange}
          processRowUpdate={processRowUpdate}
          hideFooter
          sx={{
            '& .MuiDataGrid-editInputCell.Mui-error': {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
            },
          }}
        />
      </Box>
    </Box>
  );
}
