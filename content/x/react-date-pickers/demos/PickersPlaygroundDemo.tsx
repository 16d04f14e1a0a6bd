import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DateOrTimeView, DateView } from '@mui/x-date-pickers/models';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

type Kind = 'date' | 'dateTime';
type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';
type Orientation = 'auto' | 'portrait' | 'landscape';
type Ampm = 'auto' | 'true' | 'false';

const allViews: Record<Kind, DateOrTimeView[]> = {
  date: ['year', 'month', 'day'],
  dateTime: ['year', 'month', 'day', 'hours', 'minutes'],
};

const defaultViews: Record<Kind, DateOrTimeView[]> = {
  date: ['year', 'day'],
  dateTime: ['year', 'day', 'hours', 'minutes'],
};

const formats: Record<Kind, string[]> = {
  date: ['default', 'YYYY-MM-DD', 'DD/MM/YYYY', 'MMM D, YYYY'],
  dateTime: ['default', 'YYYY-MM-DD HH:mm', 'DD/MM/YYYY hh:mm A', 'MMM D, YYYY HH:mm'],
};

const locales = {
  en: { label: 'English', exportName: 'enUS', texts: enUS },
  fr: { label: 'French', exportName: 'frFR', texts: frFR },
  de: { label: 'German', exportName: 'deDE', texts: deDE },
  ja: { label: 'Japanese', exportName: 'jaJP', texts: jaJP },
};
type LocaleCode = keyof typeof locales;

const prefixes: Record<Variant, string> = {
  responsive: '',
  desktop: 'Desktop',
  mobile: 'Mobile',
  static: 'Static',
};

const components = {
  date: {
    responsive: DatePicker,
    desktop: DesktopDatePicker,
    mobile: MobileDatePicker,
    static: StaticDatePicker,
  },
  dateTime: {
    responsive: DateTimePicker,
    desktop: DesktopDateTimePicker,
    mobile: MobileDateTimePicker,
    static: StaticDateTimePicker,
  },
};

interface Settings {
  kind: Kind;
  variant: Variant;
  views: DateOrTimeView[];
  orientation: Orientation;
  ampm: Ampm;
  disablePast: boolean;
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  format: string;
  readOnly: boolean;
  disabled: boolean;
  locale: LocaleCode;
}

const initialSettings: Settings = {
  kind: 'date',
  variant: 'desktop',
  views: defaultViews.date,
  orientation: 'auto',
  ampm: 'auto',
  disablePast: false,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
  format: 'default',
  readOnly: false,
  disabled: false,
  locale: 'en',
};

/** Builds the JSX that matches the settings, leaving out every prop at its default. */
function buildCode(settings: Settings): string {
  const name = `${prefixes[settings.variant]}${settings.kind === 'date' ? 'DatePicker' : 'DateTimePicker'}`;
  const isStatic = settings.variant === 'static';
  const props: string[] = [];
  if (!isStatic) {
    props.push(`label="${settings.kind === 'date' ? 'Date' : 'Date and time'}"`);
  }
  props.push('value={value}', 'onChange={setValue}');
  const isDefaultViews = settings.views.join() === defaultViews[settings.kind].join();
  if (!isDefaultViews) {
    props.push(`views={[${settings.views.map((view) => `'${view}'`).join(', ')}]}`);
  }
  if (settings.orientation !== 'auto') {
    props.push(`orientation="${settings.orientation}"`);
  }
  if (settings.kind === 'dateTime' && settings.ampm !== 'auto') {
    props.push(settings.ampm === 'true' ? 'ampm' : 'ampm={false}');
  }
  if (settings.disablePast) {
    props.push('disablePast');
  }
  if (settings.displayWeekNumber) {
    props.push('displayWeekNumber');
  }
  if (settings.showDaysOutsideCurrentMonth) {
    props.push('showDaysOutsideCurrentMonth');
  }
  if (settings.format !== 'default' && !isStatic) {
    props.push(`format="${settings.format}"`);
  }
  if (settings.readOnly) {
    props.push('readOnly');
  }
  if (settings.disabled) {
    props.push('disabled');
  }

  const locale = locales[settings.locale];
  const imports = [
    `import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';`,
    `import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';`,
    `import { ${name} } from '@mui/x-date-pickers/${name}';`,
  ];
  const providerProps = ['dateAdapter={AdapterDayjs}'];
  if (settings.locale !== 'en') {
    imports.push(
      `import { ${locale.exportName} } from '@mui/x-date-pickers/locales';`,
      `import 'dayjs/locale/${settings.locale}';`,
    );
    providerProps.push(
      `adapterLocale="${settings.locale}"`,
      `localeText={${locale.exportName}.components.MuiLocalizationProvider.defaultProps.localeText}`,
    );
  }

  return [
    ...imports,
    '',
    `<LocalizationProvider`,
    ...providerProps.map((prop) => `  ${prop}`),
    `>`,
    `  <${name}`,
    ...props.map((prop) => `    ${prop}`),
    `  />`,
    `</LocalizationProvider>`,
  ].join('\n');
}

export default function PickersPlaygroundDemo() {
  const [settings, setSettings] = React.useState<Settings>(initialSettings);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T09:30'));

  const update = <K extends keyof Settings>(key: K, newValue: Settings[K]) =>
    setSettings((previous) => ({ ...previous, [key]: newValue }));

  const toggleView = (view: DateOrTimeView, checked: boolean) => {
    setSettings((previous) => {
      const selected = checked
        ? [...previous.views, view]
        : previous.views.filter((item) => item !== view);
      // Keep the canonical order, and at least one view.
      const ordered = allViews[previous.kind].filter((item) => selected.includes(item));
      return ordered.length > 0 ? { ...previous, views: ordered } : previous;
    });
  };

  const isStatic = settings.variant === 'static';
  const locale = locales[settings.locale];
  const sharedProps = {
    value,
    onChange: setValue,
    orientation: settings.orientation === 'auto' ? undefined : settings.orientation,
    disablePast: settings.disablePast,
    displayWeekNumber: settings.displayWeekNumber,
    showDaysOutsideCurrentMonth: settings.showDaysOutsideCurrentMonth,
    readOnly: settings.readOnly,
    disabled: settings.disabled,
  };
  const fieldProps = isStatic
    ? {}
    : {
        label: settings.kind === 'date' ? 'Date' : 'Date and time',
        format: settings.format === 'default' ? undefined : settings.format,
        sx: { width: 300 },
      };

  let picker: React.ReactNode;
  if (settings.kind === 'date') {
    const Component = components.date[settings.variant];
    picker = <Component {...sharedProps} {...fieldProps} views={settings.views as DateView[]} />;
  } else {
    const Component = components.dateTime[settings.variant];
    picker = (
      <Component
        {...sharedProps}
        {...fieldProps}
        views={settings.views}
        ampm={settings.ampm === 'auto' ? undefined : settings.ampm === 'true'}
      />
    );
  }

  return (
    <Box
      sx={{
        height: 560,
        width: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '230px 1fr' },
        gridTemplateRows: { xs: '200px 1fr', sm: '1fr' },
        gap: 2,
      }}
    >
      <Stack
        component="section"
        aria-label="Picker settings"
        tabIndex={0}
        spacing={1.5}
        sx={{ overflowY: 'auto', pr: 1, pt: 1, minHeight: 0 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          fullWidth
          value={settings.kind}
          onChange={(_event, kind: Kind | null) => {
            if (kind) {
              setSettings((previous) => ({
                ...previous,
                kind,
                views: defaultViews[kind],
                format: 'default',
              }));
            }
          }}
          aria-label="Component"
        >
          <ToggleButton value="date">Date</ToggleButton>
          <ToggleButton value="dateTime">Date time</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Variant"
          value={settings.variant}
          onChange={(event) => update('variant', event.target.value as Variant)}
        >
          <MenuItem value="responsive">Responsive</MenuItem>
          <MenuItem value="desktop">Desktop</MenuItem>
          <MenuItem value="mobile">Mobile</MenuItem>
          <MenuItem value="static">Static</MenuItem>
        </TextField>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ fontSize: 14 }}>
            Views
          </FormLabel>
          <FormGroup row>
            {allViews[settings.kind].map((view) => (
              <FormControlLabel
                key={view}
                control={
                  <Checkbox
                    size="small"
                    checked={settings.views.includes(view)}
                    onChange={(event) => toggleView(view, event.target.checked)}
                  />
                }
                label={view}
              />
            ))}
          </FormGroup>
        </Box>
        <TextField
          select
          size="small"
          label="Orientation"
          value={settings.orientation}
          onChange={(event) => update('orientation', event.target.value as Orientation)}
        >
          <MenuItem value="auto">Auto (screen)</MenuItem>
          <MenuItem value="portrait">portrait</MenuItem>
          <MenuItem value="landscape">landscape</MenuItem>
        </TextField>
        {settings.kind === 'dateTime' ? (
          <TextField
            select
            size="small"
            label="ampm"
            value={settings.ampm}
            onChange={(event) => update('ampm', event.target.value as Ampm)}
          >
            <MenuItem value="auto">Auto (locale)</MenuItem>
            <MenuItem value="true">true (12-hour)</MenuItem>
            <MenuItem value="false">false (24-hour)</MenuItem>
          </TextField>
        ) : null}
        <TextField
          select
          size="small"
          label="format"
          value={settings.format}
          onChange={(event) => update('format', event.target.value)}
          disabled={isStatic}
          helperText={isStatic ? 'Static pickers have no field' : undefined}
        >
          {formats[settings.kind].map((format) => (
            <MenuItem key={format} value={format}>
              {format === 'default' ? 'Default (locale)' : format}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Locale"
          value={settings.locale}
          onChange={(event) => update('locale', event.target.value as LocaleCode)}
        >
          {(Object.keys(locales) as LocaleCode[]).map((code) => (
            <MenuItem key={code} value={code}>
              {locales[code].label}
            </MenuItem>
          ))}
        </TextField>
        <FormGroup>
          {(
            [
              'disablePast',
              'displayWeekNumber',
              'showDaysOutsideCurrentMonth',
              'readOnly',
              'disabled',
            ] as const
          ).map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  size="small"
                  checked={settings[key]}
                  onChange={(event) => update(key, event.target.checked)}
                />
              }
              label={key}
              slotProps={{ typography: { variant: 'body2' } }}
            />
          ))}
        </FormGroup>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateRows: 'minmax(0, 1fr) minmax(0, 250px)',
          gap: 2,
          minHeight: 0,
          minWidth: 0,
        }}
      >
        <Box
          component="section"
          aria-label="Preview"
          tabIndex={0}
          sx={{ overflow: 'auto', pt: 1, minHeight: 0 }}
        >
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale={settings.locale}
            localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
          >
            {picker}
          </LocalizationProvider>
        </Box>
        <Box
          component="section"
          aria-label="Code for these settings"
          tabIndex={0}
          sx={{
            overflow: 'auto',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            color: 'text.primary',
          }}
        >
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, fontSize: 12, lineHeight: 1.5, fontFamily: 'monospace' }}
          >
            {buildCode(settings)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
