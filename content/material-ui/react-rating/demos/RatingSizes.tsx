import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const sizes = ['small', 'medium', 'large'] as const;

export default function RatingSizes() {
  return (
    <Box
      sx={{
        height: 110,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        flexWrap: 'wrap',
      }}
    >
      {sizes.map((size) => (
        <Box key={size} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="body2">
            {size}
          </Typography>
          <Rating name={`rating-size-${size}`} defaultValue={2} size={size} />
        </Box>
      ))}
    </Box>
  );
}
