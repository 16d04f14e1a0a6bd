import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  0.5: 'Unusable',
  1: 'Very poor',
  1.5: 'Poor',
  2: 'Weak',
  2.5: 'Fair',
  3: 'Decent',
  3.5: 'Good',
  4: 'Very good',
  4.5: 'Excellent',
  5: 'Outstanding',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}

export default function RatingPrecision() {
  const [value, setValue] = React.useState<number | null>(3.5);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box
      sx={{
        height: 110,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 1,
        px: 2,
      }}
    >
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" sx={{ mb: 1 }}>
          How was your stay?
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Rating
            name="rating-stay"
            value={value}
            precision={0.5}
            getLabelText={getLabelText}
            onChange={(_event, next) => setValue(next)}
            onChangeActive={(_event, next) => setHover(next)}
            emptyIcon={<StarIcon sx={{ opacity: 0.55 }} fontSize="inherit" />}
          />
          <Typography variant="body2" aria-live="polite">
            {shown !== null ? labels[shown] : 'Not rated'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
