import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  enUSLocaleText,
  frFRLocalText,
  ptBRLocaleText,
  type ChartsLocaleText,
} from '@mui/x-charts/locales';

const locales: Record<string, { label: string; lang: string; text: Partial<ChartsLocaleText> }> = {
  enUS: { label: 'English', lang: 'en', text: enUSLocaleText },
  frFR: { label: 'Français', lang: 'fr', text: frFRLocalText },
  ptBR: { label: 'Português (Brasil)', lang: 'pt-BR', text: ptBRLocaleText },
};

export default function ChartsLocalizationSwitch() {
  const titleId = React.useId();
  const [locale, setLocale] = React.useState('frFR');
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_, value: string | null) => value && setLocale(value)}
          aria-label="Language of the chart texts"
        >
          {Object.entries(locales).map(([key, { label, lang }]) => (
            <ToggleButton key={key} value={key} lang={lang}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="Loading"
        />
      </Stack>
      <Typography id={titleId} variant="subtitle2" component="h3">
        Orders per day: a chart with no data yet
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }} lang={locales[locale].lang}>
        <BarChart
          aria-labelledby={titleId}
          localeText={locales[locale].text}
          loading={loading}
          xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
          yAxis={[{ width: 40 }]}
          series={[]}
        />
      </Box>
    </Box>
  );
}
