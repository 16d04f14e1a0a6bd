import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FabSizes() {
  return (
    <Stack spacing={2} sx={{ height: 150, alignItems: 'center', justifyContent: 'center' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="primary" aria-label="Add, small">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="primary" aria-label="Add, medium">
          <AddIcon />
        </Fab>
        <Fab size="large" color="primary" aria-label="Add, large">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab variant="extended" size="small" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Small
        </Fab>
        <Fab variant="extended" size="medium" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Medium
        </Fab>
        <Fab variant="extended" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Large
        </Fab>
      </Stack>
    </Stack>
  );
}
