import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const team = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Gia'];
const colors = ['primary', 'secondary', 'success'] as const;

const surplusStyle = { sx: { bgcolor: 'text.primary', color: 'background.paper' } };

function member(name: string, index: number) {
  const color = colors[index % colors.length];
  return (
    <Avatar
      key={name}
      role="img"
      aria-label={name}
      sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}
    >
      {name[0]}
    </Avatar>
  );
}

export default function AvatarGrouped() {
  return (
    <Stack spacing={2} sx={{ height: 180 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 140 }}>
          max=4
        </Typography>
        <AvatarGroup max={4} slotProps={{ surplus: surplusStyle }}>
          {team.map(member)}
        </AvatarGroup>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 140 }}>
          total=42
        </Typography>
        <AvatarGroup total={42} slotProps={{ surplus: surplusStyle }}>
          {team.slice(0, 3).map(member)}
        </AvatarGroup>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 140 }}>
          renderSurplus, spacing
        </Typography>
        <AvatarGroup
          max={4}
          total={240}
          spacing="small"
          renderSurplus={(surplus) => (surplus > 99 ? '99+' : `+${surplus}`)}
          slotProps={{ surplus: surplusStyle }}
        >
          {team.map(member)}
        </AvatarGroup>
      </Stack>
    </Stack>
  );
}
