import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

const rows: City[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, city: 'Kraków', country: 'Poland', population: 804000 },
  { id: 3, city: 'Nairobi', country: 'Kenya', population: 4397000 },
  { id: 4, city: 'Montréal', country: 'Canada', population: 1762000 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 130, editable: true },
  { field: 'country', headerName: 'Country', width: 120, editable: true },
  { field: 'population', headerName: 'Population', type: 'number', width: 130, editable: true },
];

interface LogEntry {
  key: number;
  primary: string;
  secondary: string;
}

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const addEntry = (primary: string, secondary: string) => {
    counter.current += 1;
    const key = counter.current;
    setLog((prev) => [{ key, primary, secondary }, ...prev].slice(0, 6));
  };

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params) => {
    addEntry(`cellEditStart: ${params.reason}`, `${params.field} of row ${params.id}`);
  };

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params) => {
    addEntry(`cellEditStop: ${params.reason}`, `${params.field} of row ${params.id}`);
  };

  // Runs after cellEditStop, only when the edit is saved (not after Escape).
  const processRowUpdate = (newRow: City, oldRow: City) => {
    const field = (Object.keys(newRow) as (keyof City)[]).find(
      (key) => newRow[key] !== oldRow[key],
    );
    addEntry(
      'processRowUpdate',
      field ? `${field}: ${oldRow[field]} → ${newRow[field]}` : 'no change',
    );
    return newRow;
  };

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ width: 280, p: 1.5, overflow: 'auto' }}>
        <Typography variant="subtitle2" component="h3">
          Events, newest first
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Edit a cell to see its events.
          </Typography>
        ) : (
          <List dense disablePadding aria-live="polite">
            {log.map((entry) => (
              <ListItem key={entry.key} disableGutters>
                <ListItemText primary={entry.primary} secondary={entry.secondary} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
