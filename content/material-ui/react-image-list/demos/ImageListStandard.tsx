import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const tiles = [
  { title: 'Dawn', background: 'linear-gradient(135deg, #f6d365 0%, #fda085 100%)' },
  { title: 'Lagoon', background: 'linear-gradient(135deg, #43cea2 0%, #185a9d 100%)' },
  { title: 'Dusk', background: 'linear-gradient(135deg, #5f2c82 0%, #49a09d 100%)' },
  { title: 'Ember', background: 'linear-gradient(135deg, #f12711 0%, #f5af19 100%)' },
  { title: 'Glacier', background: 'linear-gradient(135deg, #e0eafc 0%, #7f9cc9 100%)' },
  { title: 'Moss', background: 'linear-gradient(135deg, #a8e063 0%, #2f7336 100%)' },
];

export default function ImageListStandard() {
  return (
    <Box sx={{ height: 280 }}>
      <ImageList cols={3} rowHeight={130} gap={8} sx={{ m: 0, maxWidth: 480 }}>
        {tiles.map((tile) => (
          <ImageListItem key={tile.title}>
            <Box
              role="img"
              aria-label={`${tile.title} gradient`}
              sx={{ flexGrow: 1, borderRadius: 1, background: tile.background }}
            />
            <ImageListItemBar position="below" title={tile.title} />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
