import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import {
  DataGridPremium,
  GridColDef,
  GridEventListener,
  Toolbar,
  ToolbarButton,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, task: 'Book venue', owner: 'Aiko', hours: 3 },
  { id: 2, task: 'Send invitations', owner: 'Bruno', hours: 2 },
  { id: 3, task: 'Order catering', owner: 'Chen', hours: 4 },
  { id: 4, task: 'Print badges', owner: 'Dana', hours: 1 },
  { id: 5, task: 'Test projector', owner: 'Bruno', hours: 1 },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  // The selectors re-render the toolbar when an undo or redo step appears.
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <ToolbarButton
        aria-label="Undo"
        disabled={!canUndo}
        onClick={() => apiRef.current.history.undo()}
      >
        <UndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Redo"
        disabled={!canRedo}
        onClick={() => apiRef.current.history.redo()}
      >
        <RedoIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function UndoRedoToolbar() {
  const [log, setLog] = React.useState('Edit a cell, then use the toolbar buttons.');

  const describe =
    (verb: string): GridEventListener<'undo'> =>
    ({ eventName, data }) => {
      if (eventName === 'cellEditStop') {
        setLog(`${verb} the edit of "${data.field}" in row ${data.id}.`);
      } else {
        setLog(`${verb} a ${eventName} step.`);
      }
    };

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {log}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          label="Event tasks"
          slots={{ toolbar: HistoryToolbar }}
          showToolbar
          onUndo={describe('Undid')}
          onRedo={describe('Redid')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
