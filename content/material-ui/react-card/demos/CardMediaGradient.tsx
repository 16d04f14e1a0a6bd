import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';
import TerrainIcon from '@mui/icons-material/Terrain';

export default function CardMediaGradient() {
  return (
    <Box sx={{ height: 430 }}>
      <Card sx={{ maxWidth: 360 }}>
        <CardHeader
          avatar={
            <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>
              H
            </Avatar>
          }
          action={
            <IconButton aria-label="More options for this trip">
              <MoreVertIcon />
            </IconButton>
          }
          title="Ridge walk above the lake"
          subheader="17 April 2026"
        />
        <CardMedia
          role="img"
          aria-label="Illustration of a mountain landscape"
          sx={{
            height: 160,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'linear-gradient(135deg, #1e3c72 0%, #2a5298 50%, #76b852 100%)',
            color: '#fff',
          }}
        >
          <TerrainIcon sx={{ fontSize: 72 }} />
        </CardMedia>
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Eleven kilometres on a marked trail, with a steep first hour and a long, gentle descent
            through pine woods.
          </Typography>
        </CardContent>
        <CardActions disableSpacing>
          <IconButton aria-label="Add to favourites">
            <FavoriteIcon />
          </IconButton>
          <IconButton aria-label="Share">
            <ShareIcon />
          </IconButton>
        </CardActions>
      </Card>
    </Box>
  );
}
