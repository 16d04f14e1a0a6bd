import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

type Direction = 'ltr' | 'rtl';

const preventNavigation = (event: React.MouseEvent) => event.preventDefault();

export default function RightToLeftScoped() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  const [volume, setVolume] = React.useState(30);
  const [rating, setRating] = React.useState<number | null>(4);
  const volumeId = React.useId();

  // theme.direction tells the components that compute positions in JavaScript.
  const directedTheme = React.useCallback(
    (outer: Theme) => createTheme(outer, { direction }),
    [direction],
  );

  return (
    <Stack spacing={2} sx={{ height: 360, p: 2 }}>
      <ToggleButtonGroup
        value={direction}
        exclusive
        size="small"
        aria-label="Text direction"
        onChange={(_, value: Direction | null) => {
          if (value) setDirection(value);
        }}
      >
        <ToggleButton value="ltr">Left to right</ToggleButton>
        <ToggleButton value="rtl">Right to left</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={directedTheme}>
        {/* dir flips the layout of the subtree; the theme flips the JS-driven parts. */}
        <Stack dir={direction} spacing={2}>
          <Breadcrumbs aria-label="Breadcrumb">
            <Link underline="hover" color="inherit" href="#" onClick={preventNavigation}>
              Home
            </Link>
            <Link underline="hover" color="inherit" href="#" onClick={preventNavigation}>
              Catalogue
            </Link>
            <Typography sx={{ color: 'text.primary' }}>Headphones</Typography>
          </Breadcrumbs>
          <Box>
            <Typography id={volumeId} variant="body2">
              Volume
            </Typography>
            <Slider
              value={volume}
              onChange={(_, value) => setVolume(value)}
              aria-labelledby={volumeId}
              sx={{ maxWidth: 320 }}
            />
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Rating</Typography>
            <Rating name="rtl-rating" value={rating} onChange={(_, value) => setRating(value)} />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={65}
            aria-label="Upload progress"
            sx={{ maxWidth: 320 }}
          />
          <Pagination count={8} defaultPage={3} />
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
