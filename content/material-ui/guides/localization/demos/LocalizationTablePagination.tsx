import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, jaJP, type Localization } from '@mui/material/locale';

type LocaleName = 'en-US' | 'de-DE' | 'ja-JP';

const locales: Record<LocaleName, { label: string; localization: Localization }> = {
  'en-US': { label: 'English', localization: enUS },
  'de-DE': { label: 'Deutsch', localization: deDE },
  'ja-JP': { label: '日本語', localization: jaJP },
};

export default function LocalizationTablePagination() {
  const [locale, setLocale] = React.useState<LocaleName>('de-DE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  // Merges the locale's default props into the theme the demo already receives.
  const localizedTheme = React.useCallback(
    (outer: Theme) => createTheme(outer, locales[locale].localization),
    [locale],
  );

  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        px: 2,
      }}
    >
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label="Language of the pagination"
        onChange={(_, value: LocaleName | null) => {
          if (value) setLocale(value);
        }}
      >
        {(Object.keys(locales) as LocaleName[]).map((name) => (
          <ToggleButton key={name} value={name} lang={name}>
            {locales[name].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={localizedTheme}>
        <Box lang={locale} sx={{ borderTop: 1, borderColor: 'divider' }}>
          <TablePagination
            component="div"
            count={137}
            page={page}
            onPageChange={(_, newPage) => setPage(newPage)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Box>
      </ThemeProvider>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        The label, the range text and the buttons&apos; accessible names all come from the locale.
      </Typography>
    </Box>
  );
}
