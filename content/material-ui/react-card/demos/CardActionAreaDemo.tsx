import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

export default function CardActionAreaDemo() {
  return (
    <Box sx={{ height: 260 }}>
      <Card sx={{ maxWidth: 320 }}>
        <CardActionArea onClick={() => {}}>
          <CardMedia
            sx={{
              height: 120,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'linear-gradient(120deg, #ff9a9e 0%, #fad0c4 100%)',
              color: 'rgba(0, 0, 0, 0.7)',
            }}
          >
            <MusicNoteIcon sx={{ fontSize: 56 }} />
          </CardMedia>
          <CardContent>
            <Typography variant="h6" component="div">
              Evening playlist
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              24 quiet tracks, about 90 minutes.
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
