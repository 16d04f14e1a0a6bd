import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { DataGrid, GridColDef, GridRenderCellParams, useGridApiRef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  name: string;
  open: number;
  price: number;
  change: number;
  volume: number;
  updates: number;
}

// Invented instruments with fixed opening prices.
const initialRows: Quote[] = [
  ['ORBT', 'Orbital Freight', 42.1],
  ['KLNX', 'Kelnix Robotics', 118.4],
  ['VRDA', 'Verdant Agritech', 23.75],
  ['HALO', 'Halo Water Utilities', 64.3],
  ['PXLS', 'Pixelsmith Studios', 9.82],
  ['QNTM', 'Quantum Cables', 305.6],
  ['BRZE', 'Breeze Airlines', 15.44],
  ['NOVA', 'Nova Pharma', 87.05],
  ['TIDE', 'Tidewater Energy', 51.2],
  ['MRKT', 'Marketside Foods', 33.9],
].map(([id, name, open]) => ({
  id: id as string,
  name: name as string,
  open: open as number,
  price: open as number,
  change: 0,
  volume: 0,
  updates: 0,
}));

// mulberry32: a small seeded pseudo-random generator, so every visit plays the same sequence.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UPDATE_INTERVAL_MS = 1500;
const ROWS_PER_TICK = 3;

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

function ChangeCell({ value }: { value: number }) {
  let symbol = '■';
  let label = 'unchanged';
  if (value > 0) {
    symbol = '▲';
    label = 'up';
  } else if (value < 0) {
    symbol = '▼';
    label = 'down';
  }
  return (
    <Box
      component="span"
      sx={(theme) => {
        const neutral = (theme.vars || theme).palette.text.secondary;
        return {
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 500,
          color: value > 0 ? '#1b5e20' : value < 0 ? '#b71c1c' : neutral,
          ...theme.applyStyles('dark', {
            color: value > 0 ? '#81c784' : value < 0 ? '#ff8a80' : neutral,
          }),
        };
      }}
    >
      <span aria-hidden>{symbol} </span>
      <Box component="span" sx={visuallyHidden}>
        {label}{' '}
      </Box>
      {percent.format(value)}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => price.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    renderCell: (params: GridRenderCellParams<Quote, number>) => (
      <ChangeCell value={params.value ?? 0} />
    ),
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 110,
  },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 90 },
];

type PauseReason = 'none' | 'button' | 'offscreen';

export default function RealTimeTicker() {
  const apiRef = useGridApiRef();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const random = React.useRef(createRandom(20250314));
  const [running, setRunning] = React.useState(true);
  const [onScreen, setOnScreen] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);

  // Watch the grid's container: updates stop while it is scrolled out of view.
  React.useEffect(() => {
    const element = containerRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  React.useEffect(() => {
    if (!running || !onScreen) {
      return undefined;
    }
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const ids = api.getAllRowIds();
      for (let i = 0; i < ROWS_PER_TICK; i += 1) {
        const id = ids[Math.floor(random.current() * ids.length)];
        const row = api.getRow<Quote>(id);
        if (row) {
          // A move of at most ±1.5% per update.
          const nextPrice = Math.max(0.01, row.price * (1 + (random.current() - 0.5) * 0.03));
          const rounded = Math.round(nextPrice * 100) / 100;
          // The Community grid takes one row per updateRows() call.
          api.updateRows([
            {
              id,
              price: rounded,
              change: (rounded - row.open) / row.open,
              volume: row.volume + 100 * (1 + Math.floor(random.current() * 50)),
              updates: row.updates + 1,
            },
          ]);
        }
      }
      setTicks((count) => count + 1);
    }, UPDATE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [apiRef, running, onScreen]);

  let pauseReason: PauseReason = 'none';
  if (!running) {
    pauseReason = 'button';
  } else if (!onScreen) {
    pauseReason = 'offscreen';
  }
  const statusText = {
    none: 'Live: prices update every 1.5 seconds.',
    button: 'Paused. Press Resume to continue.',
    offscreen: 'Paused while the grid is off screen.',
  }[pauseReason];

  return (
    <Box
      ref={containerRef}
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={running ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause' : 'Resume'}
        </Button>
        {/* Only the state is announced, never the prices. */}
        <Typography variant="body2" role="status" sx={{ flex: 1 }}>
          {statusText}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Tick {ticks}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          density="compact"
          disableRowSelectionOnClick
          hideFooter
          aria-label="Live prices of invented instruments"
        />
      </Box>
    </Box>
  );
}
