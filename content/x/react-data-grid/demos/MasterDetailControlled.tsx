import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  description: string;
}

const rows: Ticket[] = [
  { id: 101, subject: 'Cannot log in', description: 'Password reset email never arrives.' },
  {
    id: 102,
    subject: 'Invoice total wrong',
    description: 'VAT is applied twice on March invoice.',
  },
  { id: 103, subject: 'Feature request', description: 'Export the report as a spreadsheet.' },
  { id: 104, subject: 'Slow dashboard', description: 'Charts take ten seconds to appear.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
];

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">{row.description}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 56;

export default function MasterDetailControlled() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set([102]));

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedIds(new Set(rows.map((row) => row.id)))}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(new Set())}>
          Collapse all
        </Button>
        <Typography variant="body2" aria-live="polite">
          Open: {expandedIds.size === 0 ? 'none' : Array.from(expandedIds).join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
          hideFooter
        />
      </Box>
    </Box>
  );
}
