import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const tiles = [
  { title: 'Harbour', rows: 2, cols: 2, background: 'linear-gradient(160deg, #2193b0, #6dd5ed)' },
  { title: 'Sand', rows: 1, cols: 1, background: 'linear-gradient(160deg, #eacda3, #d6ae7b)' },
  { title: 'Reef', rows: 1, cols: 1, background: 'linear-gradient(160deg, #11998e, #38ef7d)' },
  {
    title: 'Lighthouse',
    rows: 1,
    cols: 2,
    background: 'linear-gradient(160deg, #c94b4b, #4b134f)',
  },
  { title: 'Driftwood', rows: 1, cols: 1, background: 'linear-gradient(160deg, #8e9eab, #eef2f3)' },
  { title: 'Tide pool', rows: 1, cols: 1, background: 'linear-gradient(160deg, #1e3c72, #2a5298)' },
  { title: 'Dunes', rows: 1, cols: 2, background: 'linear-gradient(160deg, #f7971e, #ffd200)' },
];

export default function ImageListQuilted() {
  return (
    <Box sx={{ height: 270 }}>
      <ImageList variant="quilted" cols={4} rowHeight={60} gap={6} sx={{ m: 0, maxWidth: 420 }}>
        {tiles.map((tile) => (
          <ImageListItem key={tile.title} cols={tile.cols} rows={tile.rows}>
            <Box
              role="img"
              aria-label={tile.title}
              sx={{ width: '100%', height: '100%', background: tile.background }}
            />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
