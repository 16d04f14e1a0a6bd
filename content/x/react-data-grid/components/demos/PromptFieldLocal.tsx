import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import {
  DataGridPremium,
  GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, order: 'SO-1042', customer: 'Harbor Books', region: 'North', total: 1240 },
  { id: 2, order: 'SO-1043', customer: 'Atlas Cycles', region: 'South', total: 860 },
  { id: 3, order: 'SO-1044', customer: 'Lumen Studio', region: 'East', total: 2310 },
  { id: 4, order: 'SO-1045', customer: 'Harbor Books', region: 'North', total: 415 },
  { id: 5, order: 'SO-1046', customer: 'Pine & Co', region: 'West', total: 1780 },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

type PromptHandlers = {
  onSubmit: (prompt: string) => void;
  onRecordError: (error: string) => void;
};

// The toolbar is a slot component: it gets the demo's handlers through context.
const PromptHandlersContext = React.createContext<PromptHandlers>({
  onSubmit: () => {},
  onRecordError: () => {},
});

function PromptToolbar() {
  const { onSubmit, onRecordError } = React.useContext(PromptHandlersContext);

  return (
    <Toolbar>
      <PromptField
        onSubmit={onSubmit}
        onRecordError={onRecordError}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldRecord
          render={(props, state) => (
            <IconButton
              {...props}
              aria-label={state.recording ? 'Stop recording' : 'Dictate a prompt'}
              color={state.recording ? 'primary' : 'default'}
            >
              {state.recording ? <StopIcon fontSize="small" /> : <MicIcon fontSize="small" />}
            </IconButton>
          )}
        />
        <PromptFieldControl
          render={(props) => (
            <TextField
              {...props}
              size="small"
              fullWidth
              placeholder="For example: sort by total"
              slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
            />
          )}
        />
        <PromptFieldSend aria-label="Send prompt">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldLocal() {
  const [lastPrompt, setLastPrompt] = React.useState('');
  const [status, setStatus] = React.useState('');

  const handlers = React.useMemo<PromptHandlers>(
    () => ({
      onSubmit: (prompt) => {
        // Handled in the browser: nothing is sent anywhere.
        if (prompt.trim() === '') {
          setStatus('Nothing was recognised.');
          return;
        }
        setLastPrompt(prompt);
        setStatus('');
      },
      onRecordError: (error) => setStatus(`Recording failed${error ? `: ${error}` : '.'}`),
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PromptHandlersContext.Provider value={handlers}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            slots={{ toolbar: PromptToolbar }}
          />
        </PromptHandlersContext.Provider>
      </Box>
      <Typography variant="body2" component="p" aria-live="polite">
        Last prompt (kept in this page, not sent): {lastPrompt ? <q>{lastPrompt}</q> : 'none yet'}
        {status ? ` — ${status}` : ''}
      </Typography>
    </Box>
  );
}
