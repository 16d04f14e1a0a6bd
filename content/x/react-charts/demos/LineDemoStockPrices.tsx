import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

/** A small seeded random generator: the same seed always gives the same prices. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Closing prices of two fictional stocks on the trading days of the first half of 2025. */
function createPrices() {
  const random = createRandom(2025);
  const dates: Date[] = [];
  const nordic: number[] = [];
  const altair: number[] = [];
  let nordicPrice = 84;
  let altairPrice = 52;
  for (let day = new Date(2025, 0, 2); day < new Date(2025, 6, 1);) {
    const weekday = day.getDay();
    if (weekday !== 0 && weekday !== 6) {
      nordicPrice *= 1 + (random() - 0.47) * 0.03;
      altairPrice *= 1 + (random() - 0.5) * 0.045;
      dates.push(day);
      nordic.push(Math.round(nordicPrice * 100) / 100);
      altair.push(Math.round(altairPrice * 100) / 100);
    }
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  }
  return { dates, nordic, altair };
}

const { dates, nordic, altair } = createPrices();

// One tick per month, on its first trading day.
const monthStarts = dates.filter(
  (date, index) => index === 0 || date.getMonth() !== dates[index - 1].getMonth(),
);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const tickDate = new Intl.DateTimeFormat('en-US', { month: 'short' });
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const price = (value: number | null) => (value === null ? '' : currency.format(value));

export default function LineDemoStockPrices() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Daily closing price of two fictional stocks, January to June 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'time',
              data: dates,
              domainLimit: 'strict',
              tickInterval: monthStarts,
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? tickDate.format(date) : fullDate.format(date),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => `$${value}`, width: 50 }]}
          series={[
            { data: nordic, label: 'Nordic Grid Inc.', showMark: false, valueFormatter: price },
            { data: altair, label: 'Altair Robotics', showMark: false, valueFormatter: price },
          ]}
          grid={{ horizontal: true }}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
