import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function CardBasic() {
  return (
    <Box sx={{ height: 220 }}>
      <Card sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
            Word of the day
          </Typography>
          <Typography variant="h5" component="div">
            serendipity
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Finding something good without looking for it, such as a favourite book on the wrong
            shelf.
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="small">Hear it spoken</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
