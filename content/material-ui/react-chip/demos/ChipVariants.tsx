import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const colors = ['default', 'primary', 'secondary', 'success'] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={2} sx={{ height: 128 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} variant="outlined" />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label="medium" />
        <Chip label="small" size="small" />
        <Chip label="small outlined" size="small" variant="outlined" />
      </Stack>
    </Stack>
  );
}
