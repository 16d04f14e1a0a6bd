import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  arSD,
  beBY,
  bgBG,
  bnBD,
  caES,
  csCZ,
  daDK,
  deDE,
  elGR,
  enUS,
  esES,
  faIR,
  fiFI,
  frFR,
  heIL,
  hrHR,
  huHU,
  hyAM,
  idID,
  isIS,
  itIT,
  jaJP,
  koKR,
  nbNO,
  nlNL,
  nnNO,
  plPL,
  ptBR,
  ptPT,
  roRO,
  ruRU,
  skSK,
  svSE,
  trTR,
  ukUA,
  urPK,
  viVN,
  zhCN,
  zhHK,
  zhTW,
} from '@mui/x-data-grid/locales';

// Every locale shipped by @mui/x-data-grid/locales in version 8.29.3.
const LOCALES = {
  arSD: { label: 'Arabic (Sudan)', locale: arSD },
  beBY: { label: 'Belarusian', locale: beBY },
  bgBG: { label: 'Bulgarian', locale: bgBG },
  bnBD: { label: 'Bengali (Bangladesh)', locale: bnBD },
  caES: { label: 'Catalan', locale: caES },
  csCZ: { label: 'Czech', locale: csCZ },
  daDK: { label: 'Danish', locale: daDK },
  deDE: { label: 'German', locale: deDE },
  elGR: { label: 'Greek', locale: elGR },
  enUS: { label: 'English (United States)', locale: enUS },
  esES: { label: 'Spanish', locale: esES },
  faIR: { label: 'Persian', locale: faIR },
  fiFI: { label: 'Finnish', locale: fiFI },
  frFR: { label: 'French', locale: frFR },
  heIL: { label: 'Hebrew', locale: heIL },
  hrHR: { label: 'Croatian', locale: hrHR },
  huHU: { label: 'Hungarian', locale: huHU },
  hyAM: { label: 'Armenian', locale: hyAM },
  idID: { label: 'Indonesian', locale: idID },
  isIS: { label: 'Icelandic', locale: isIS },
  itIT: { label: 'Italian', locale: itIT },
  jaJP: { label: 'Japanese', locale: jaJP },
  koKR: { label: 'Korean', locale: koKR },
  nbNO: { label: 'Norwegian (Bokmål)', locale: nbNO },
  nlNL: { label: 'Dutch', locale: nlNL },
  nnNO: { label: 'Norwegian (Nynorsk)', locale: nnNO },
  plPL: { label: 'Polish', locale: plPL },
  ptBR: { label: 'Portuguese (Brazil)', locale: ptBR },
  ptPT: { label: 'Portuguese (Portugal)', locale: ptPT },
  roRO: { label: 'Romanian', locale: roRO },
  ruRU: { label: 'Russian', locale: ruRU },
  skSK: { label: 'Slovak', locale: skSK },
  svSE: { label: 'Swedish', locale: svSE },
  trTR: { label: 'Turkish', locale: trTR },
  ukUA: { label: 'Ukrainian', locale: ukUA },
  urPK: { label: 'Urdu (Pakistan)', locale: urPK },
  viVN: { label: 'Vietnamese', locale: viVN },
  zhCN: { label: 'Chinese (Simplified)', locale: zhCN },
  zhHK: { label: 'Chinese (Hong Kong)', locale: zhHK },
  zhTW: { label: 'Chinese (Taiwan)', locale: zhTW },
};

type LocaleKey = keyof typeof LOCALES;

const rows = [
  { id: 1, name: 'Aiko Tanaka', team: 'Design', projects: 4 },
  { id: 2, name: 'Lucas Martin', team: 'Engineering', projects: 7 },
  { id: 3, name: 'Fatima Zahra', team: 'Research', projects: 3 },
  { id: 4, name: 'Jonas Berg', team: 'Engineering', projects: 5 },
  { id: 5, name: 'Camila Rojas', team: 'Sales', projects: 2 },
  { id: 6, name: 'Ravi Patel', team: 'Support', projects: 6 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 110 },
];

export default function LocalizationSwitcher() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('frFR');
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(rows.map((row) => row.id)),
  });
  // Each locale object holds its translations under components.MuiDataGrid.defaultProps.
  const localeText = LOCALES[localeKey].locale.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ pt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id="grid-locale-label">Grid language</InputLabel>
          <Select
            labelId="grid-locale-label"
            label="Grid language"
            value={localeKey}
            onChange={(event) => setLocaleKey(event.target.value as LocaleKey)}
            MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
          >
            {(Object.keys(LOCALES) as LocaleKey[]).map((key) => (
              <MenuItem key={key} value={key}>
                {LOCALES[key].label} ({key})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          showToolbar
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Box>
  );
}
