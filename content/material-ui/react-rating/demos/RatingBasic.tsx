import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const fieldsetSx = { border: 0, m: 0, p: 0 } as const;

export default function RatingBasic() {
  const [value, setValue] = React.useState<number | null>(3);
  return (
    <Box
      sx={{
        height: 180,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        alignContent: 'center',
        justifyContent: 'center',
        columnGap: 6,
        rowGap: 2,
      }}
    >
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Controlled</Typography>
        <Rating
          name="rating-controlled"
          value={value}
          onChange={(_event, next) => setValue(next)}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">No rating yet</Typography>
        <Rating name="rating-empty" value={null} />
      </Box>
      <Box>
        <Typography>Read only</Typography>
        <Rating name="rating-read-only" value={4} readOnly />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Disabled</Typography>
        <Rating name="rating-disabled" value={2} disabled />
      </Box>
    </Box>
  );
}
