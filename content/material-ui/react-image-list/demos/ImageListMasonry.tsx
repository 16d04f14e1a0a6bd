import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const tiles = [
  { title: 'Fern', height: 100, background: 'linear-gradient(to bottom, #56ab2f, #a8e063)' },
  { title: 'Cliff', height: 55, background: 'linear-gradient(to bottom, #614385, #516395)' },
  { title: 'Poppy', height: 70, background: 'linear-gradient(to bottom, #ee0979, #ff6a00)' },
  { title: 'Fog', height: 65, background: 'linear-gradient(to bottom, #bdc3c7, #2c3e50)' },
  { title: 'Canyon', height: 95, background: 'linear-gradient(to bottom, #e65c00, #f9d423)' },
  { title: 'Pine', height: 50, background: 'linear-gradient(to bottom, #134e5e, #71b280)' },
  { title: 'Ice', height: 80, background: 'linear-gradient(to bottom, #83a4d4, #b6fbff)' },
  { title: 'Plum', height: 60, background: 'linear-gradient(to bottom, #42275a, #734b6d)' },
];

export default function ImageListMasonry() {
  return (
    <Box sx={{ height: 270 }}>
      <ImageList variant="masonry" cols={3} gap={8} sx={{ m: 0, maxWidth: 420 }}>
        {tiles.map((tile) => (
          <ImageListItem key={tile.title}>
            <Box
              role="img"
              aria-label={tile.title}
              sx={{ height: tile.height, borderRadius: 1, background: tile.background }}
            />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
