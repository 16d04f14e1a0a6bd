import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';

const people = ['AB', 'CD', 'EF', 'GH'];

const label = {
  px: 1.5,
  py: 0.5,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function SystemSpacingAuto() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ ...label, width: 'fit-content', mx: 'auto' }}>{"mx: 'auto'"}</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={label}>first</Box>
        <Box sx={{ ...label, ml: 'auto' }}>{"ml: 'auto' pushes this to the end"}</Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex' }}>
          {people.map((initials, index) => (
            <Avatar
              key={initials}
              sx={{
                ml: index === 0 ? 0 : -1, // negative spacing: -8px
                border: 2,
                borderColor: 'background.paper',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              {initials}
            </Avatar>
          ))}
        </Box>
        <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>ml: -1</Box>
      </Box>
    </Box>
  );
}
