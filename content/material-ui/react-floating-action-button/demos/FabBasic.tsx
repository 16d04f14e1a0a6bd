import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FabBasic() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 100, alignItems: 'center', justifyContent: 'center' }}
    >
      <Fab color="primary" aria-label="Add">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Navigate
      </Fab>
      <Fab disabled aria-label="Like">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
