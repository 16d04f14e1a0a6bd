import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';

// A custom glyph drawn on the default 24 x 24 grid.
function HexagonIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2 21 7v10l-9 5-9-5V7z" />
    </SvgIcon>
  );
}

// The same idea with createSvgIcon: the second argument is the display name.
const PlusCircleIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m5 11h-4v4h-2v-4H7v-2h4V7h2v4h4z" />,
  'PlusCircle',
);

// A drawing made on a 100 x 100 grid keeps its own viewBox.
function WaveIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 100 100">
      <path
        d="M5 55 Q 20 25 35 55 T 65 55 T 95 55"
        fill="none"
        stroke="currentColor"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

export default function SvgIconCustom() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 48, alignItems: 'center' }}>
      <HexagonIcon color="primary" titleAccess="Hexagon" />
      <HexagonIcon fontSize="large" color="secondary" titleAccess="Large hexagon" />
      <PlusCircleIcon color="success" titleAccess="Add" />
      <PlusCircleIcon fontSize="large" titleAccess="Large add" />
      <WaveIcon fontSize="large" color="primary" titleAccess="Wave" />
    </Stack>
  );
}
