import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const tiles = [
  {
    title: 'Northern lights',
    author: 'A. Lindqvist',
    background: 'linear-gradient(135deg, #0f2027, #2c5364 60%, #3ad59f)',
  },
  {
    title: 'Salt flats',
    author: 'M. Quispe',
    background: 'linear-gradient(135deg, #bdc3c7, #e6dada)',
  },
  {
    title: 'Monsoon',
    author: 'R. Iyer',
    background: 'linear-gradient(135deg, #355c7d, #6c5b7b, #c06c84)',
  },
];

export default function ImageListTitleBars() {
  const [starred, setStarred] = React.useState<string[]>(['Salt flats']);

  const toggle = (title: string) =>
    setStarred((current) =>
      current.includes(title) ? current.filter((item) => item !== title) : [...current, title],
    );

  return (
    <Box sx={{ height: 200 }}>
      <ImageList cols={3} rowHeight={190} gap={8} sx={{ m: 0, maxWidth: 600 }}>
        {tiles.map((tile) => {
          const isStarred = starred.includes(tile.title);
          return (
            <ImageListItem key={tile.title}>
              <Box
                role="img"
                aria-label={tile.title}
                sx={{ flexGrow: 1, background: tile.background }}
              />
              <ImageListItemBar
                title={tile.title}
                subtitle={`by ${tile.author}`}
                actionIcon={
                  <IconButton
                    aria-label={`Star ${tile.title}`}
                    aria-pressed={isStarred}
                    onClick={() => toggle(tile.title)}
                    sx={{ color: 'common.white' }}
                  >
                    {isStarred ? <StarIcon /> : <StarBorderIcon />}
                  </IconButton>
                }
              />
            </ImageListItem>
          );
        })}
      </ImageList>
    </Box>
  );
}
