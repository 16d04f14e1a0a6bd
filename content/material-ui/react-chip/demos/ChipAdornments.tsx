import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import BoltIcon from '@mui/icons-material/Bolt';

export default function ChipAdornments() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ height: 80, flexWrap: 'wrap', alignContent: 'flex-start' }}
    >
      <Chip icon={<FaceIcon />} label="With icon" />
      <Chip icon={<BoltIcon />} label="Outlined with icon" color="primary" variant="outlined" />
      <Chip avatar={<Avatar>M</Avatar>} label="Letter avatar" color="primary" />
      <Chip
        avatar={<Avatar>JK</Avatar>}
        label="Outlined with avatar"
        color="primary"
        variant="outlined"
      />
    </Stack>
  );
}
