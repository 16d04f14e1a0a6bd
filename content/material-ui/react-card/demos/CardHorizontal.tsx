import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import BookmarkIcon from '@mui/icons-material/Bookmark';

export default function CardHorizontal() {
  return (
    <Box sx={{ height: 150 }}>
      <Card sx={{ display: 'flex', maxWidth: 480 }}>
        <CardMedia
          sx={{
            width: 120,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <ArticleIcon sx={{ fontSize: 48 }} />
        </CardMedia>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="div" sx={{ fontWeight: 500 }}>
            Writing clear error messages
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            6 min read
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', p: 1 }}>
          <IconButton aria-label="Save for later">
            <BookmarkIcon />
          </IconButton>
        </Box>
      </Card>
    </Box>
  );
}
