import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/be';
import 'dayjs/locale/bg';
import 'dayjs/locale/bn-bd';
import 'dayjs/locale/ca';
import 'dayjs/locale/cs';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/el';
import 'dayjs/locale/es';
import 'dayjs/locale/eu';
import 'dayjs/locale/fa';
import 'dayjs/locale/fi';
import 'dayjs/locale/fr';
import 'dayjs/locale/he';
import 'dayjs/locale/hr';
import 'dayjs/locale/hu';
import 'dayjs/locale/is';
import 'dayjs/locale/it';
import 'dayjs/locale/ja';
import 'dayjs/locale/kk';
import 'dayjs/locale/ko';
import 'dayjs/locale/mk';
import 'dayjs/locale/nb';
import 'dayjs/locale/nl';
import 'dayjs/locale/nn';
import 'dayjs/locale/pl';
import 'dayjs/locale/pt';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/ro';
import 'dayjs/locale/ru';
import 'dayjs/locale/sk';
import 'dayjs/locale/sv';
import 'dayjs/locale/tr';
import 'dayjs/locale/uk';
import 'dayjs/locale/ur';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/zh-tw';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
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
  eu,
  faIR,
  fiFI,
  frFR,
  heIL,
  hrHR,
  huHU,
  isIS,
  itIT,
  jaJP,
  koKR,
  kzKZ,
  mk,
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
} from '@mui/x-date-pickers/locales';

// Every locale object has the same shape: its texts live under this path.
type PickersLocale = typeof enUS;

interface LocaleOption {
  /** Name of the export in `@mui/x-date-pickers/locales`. */
  key: string;
  label: string;
  pickers: PickersLocale;
  /** Name of the matching file in `dayjs/locale/`. */
  dayjs: string;
}

const locales: LocaleOption[] = [
  { key: 'beBY', label: 'Belarusian', pickers: beBY, dayjs: 'be' },
  { key: 'bgBG', label: 'Bulgarian', pickers: bgBG, dayjs: 'bg' },
  { key: 'bnBD', label: 'Bangla', pickers: bnBD, dayjs: 'bn-bd' },
  { key: 'caES', label: 'Catalan', pickers: caES, dayjs: 'ca' },
  { key: 'csCZ', label: 'Czech', pickers: csCZ, dayjs: 'cs' },
  { key: 'daDK', label: 'Danish', pickers: daDK, dayjs: 'da' },
  { key: 'deDE', label: 'German', pickers: deDE, dayjs: 'de' },
  { key: 'elGR', label: 'Greek', pickers: elGR, dayjs: 'el' },
  { key: 'enUS', label: 'English (US)', pickers: enUS, dayjs: 'en' },
  { key: 'esES', label: 'Spanish', pickers: esES, dayjs: 'es' },
  { key: 'eu', label: 'Basque', pickers: eu, dayjs: 'eu' },
  { key: 'faIR', label: 'Persian', pickers: faIR, dayjs: 'fa' },
  { key: 'fiFI', label: 'Finnish', pickers: fiFI, dayjs: 'fi' },
  { key: 'frFR', label: 'French', pickers: frFR, dayjs: 'fr' },
  { key: 'heIL', label: 'Hebrew', pickers: heIL, dayjs: 'he' },
  { key: 'hrHR', label: 'Croatian', pickers: hrHR, dayjs: 'hr' },
  { key: 'huHU', label: 'Hungarian', pickers: huHU, dayjs: 'hu' },
  { key: 'isIS', label: 'Icelandic', pickers: isIS, dayjs: 'is' },
  { key: 'itIT', label: 'Italian', pickers: itIT, dayjs: 'it' },
  { key: 'jaJP', label: 'Japanese', pickers: jaJP, dayjs: 'ja' },
  { key: 'koKR', label: 'Korean', pickers: koKR, dayjs: 'ko' },
  { key: 'kzKZ', label: 'Kazakh', pickers: kzKZ, dayjs: 'kk' },
  { key: 'mk', label: 'Macedonian', pickers: mk, dayjs: 'mk' },
  { key: 'nbNO', label: 'Norwegian Bokmål', pickers: nbNO, dayjs: 'nb' },
  { key: 'nlNL', label: 'Dutch', pickers: nlNL, dayjs: 'nl' },
  { key: 'nnNO', label: 'Norwegian Nynorsk', pickers: nnNO, dayjs: 'nn' },
  { key: 'plPL', label: 'Polish', pickers: plPL, dayjs: 'pl' },
  { key: 'ptBR', label: 'Portuguese (Brazil)', pickers: ptBR, dayjs: 'pt-br' },
  { key: 'ptPT', label: 'Portuguese (Portugal)', pickers: ptPT, dayjs: 'pt' },
  { key: 'roRO', label: 'Romanian', pickers: roRO, dayjs: 'ro' },
  { key: 'ruRU', label: 'Russian', pickers: ruRU, dayjs: 'ru' },
  { key: 'skSK', label: 'Slovak', pickers: skSK, dayjs: 'sk' },
  { key: 'svSE', label: 'Swedish', pickers: svSE, dayjs: 'sv' },
  { key: 'trTR', label: 'Turkish', pickers: trTR, dayjs: 'tr' },
  { key: 'ukUA', label: 'Ukrainian', pickers: ukUA, dayjs: 'uk' },
  { key: 'urPK', label: 'Urdu', pickers: urPK, dayjs: 'ur' },
  { key: 'viVN', label: 'Vietnamese', pickers: viVN, dayjs: 'vi' },
  { key: 'zhCN', label: 'Chinese (Simplified)', pickers: zhCN, dayjs: 'zh-cn' },
  { key: 'zhHK', label: 'Chinese (Hong Kong)', pickers: zhHK, dayjs: 'zh-hk' },
  { key: 'zhTW', label: 'Chinese (Taiwan)', pickers: zhTW, dayjs: 'zh-tw' },
];

export default function PickersLocalizationAllLocales() {
  const [localeKey, setLocaleKey] = React.useState('frFR');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const locale = locales.find((option) => option.key === localeKey) ?? locales[0];

  return (
    <Stack spacing={2} sx={{ height: 480, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label="Locale"
          value={localeKey}
          onChange={(event) => setLocaleKey(event.target.value)}
          sx={{ width: 280 }}
        >
          {locales.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label} ({option.key}, dayjs &quot;{option.dayjs}&quot;)
            </MenuItem>
          ))}
        </TextField>
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale={locale.dayjs}
          localeText={locale.pickers.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DatePicker label="Date" value={value} onChange={setValue} sx={{ width: 220 }} />
        </LocalizationProvider>
      </Stack>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale.dayjs}
        localeText={locale.pickers.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <StaticDatePicker
          orientation="landscape"
          value={value}
          onChange={setValue}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
          sx={{ alignSelf: 'flex-start' }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
