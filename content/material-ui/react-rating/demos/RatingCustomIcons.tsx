import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const HeartRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: theme.palette.error.main },
  '& .MuiRating-iconHover': { color: theme.palette.error.dark },
}));

const moods: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very happy' },
};

// Receives the value of the icon it draws, so each position can show a different face.
function MoodIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{moods[value].icon}</span>;
}

const fieldsetSx = { border: 0, m: 0, p: 0 } as const;

export default function RatingCustomIcons() {
  return (
    <Box
      sx={{
        height: 150,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 2,
      }}
    >
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Hearts, out of 8</Typography>
        <HeartRating
          name="rating-hearts"
          defaultValue={5}
          max={8}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Your mood today</Typography>
        <Rating
          name="rating-mood"
          defaultValue={4}
          highlightSelectedOnly
          getLabelText={(value) => moods[value].label}
          slotProps={{ icon: { component: MoodIcon } }}
        />
      </Box>
    </Box>
  );
}
