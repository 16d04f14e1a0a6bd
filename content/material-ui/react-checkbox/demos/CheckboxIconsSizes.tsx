import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function CheckboxIconsSizes() {
  return (
    <Stack spacing={1} sx={{ height: 130, alignItems: 'center', justifyContent: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Checkbox size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small' } }} />
        <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Medium' } }} />
        <Checkbox size="large" defaultChecked slotProps={{ input: { 'aria-label': 'Large' } }} />
        <Checkbox
          defaultChecked
          color="secondary"
          slotProps={{ input: { 'aria-label': 'Secondary colour' } }}
        />
        <Checkbox
          defaultChecked
          color="success"
          slotProps={{ input: { 'aria-label': 'Success colour' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Checkbox
          icon={<FavoriteBorder />}
          checkedIcon={<Favorite />}
          color="error"
          slotProps={{ input: { 'aria-label': 'Add to favourites' } }}
        />
        <Checkbox
          icon={<BookmarkBorder />}
          checkedIcon={<Bookmark />}
          defaultChecked
          slotProps={{ input: { 'aria-label': 'Bookmark' } }}
        />
      </Stack>
    </Stack>
  );
}
