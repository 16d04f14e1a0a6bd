import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

// Text typed by users of a feedback form: some of it looks like spreadsheet formulas.
const rows = [
  { id: 1, author: 'mila', comment: 'Great service, thanks!', score: 5 },
  {
    id: 2,
    author: 'j.ortiz',
    comment: '=HYPERLINK("https://example.com","Claim refund")',
    score: 1,
  },
  { id: 3, author: 'kenji', comment: '+1 for the new opening hours', score: 4 },
  { id: 4, author: 'ana_b', comment: '@support please call me back', score: 2 },
  { id: 5, author: 'tom', comment: '-10% would be nice next time', score: 3 },
];

const columns: GridColDef[] = [
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 220 },
  { field: 'score', headerName: 'Score', type: 'number', width: 80 },
];

export default function ExportExcelFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={escapeFormulas}
              onChange={(event) => setEscapeFormulas(event.target.checked)}
            />
          }
          label="escapeFormulas"
        />
        <Button
          variant="contained"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsExcel({ fileName: 'feedback', escapeFormulas })
          }
        >
          Download .xlsx
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            setPreview(apiRef.current?.getDataAsCsv({ fields: ['comment'], escapeFormulas }) ?? '')
          }
        >
          Preview as CSV
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        role="region"
        aria-label="Escaped values preview"
        tabIndex={0}
        sx={{ height: 110, m: 0, p: 1, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {preview || 'Click "Preview as CSV" to see the comment column as it is exported.'}
      </Typography>
    </Box>
  );
}
