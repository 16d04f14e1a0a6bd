import Box from '@mui/material/Box';

const groups = [
  { letter: 'A', names: ['Aaliyah', 'Abel', 'Ada'] },
  { letter: 'B', names: ['Bea', 'Bruno'] },
  { letter: 'C', names: ['Camille', 'Carlos', 'Chen'] },
  { letter: 'D', names: ['Dario', 'Dina'] },
];

export default function SystemPositionsSticky() {
  return (
    <Box
      role="region"
      aria-label="Contacts, scrollable"
      tabIndex={0}
      sx={{
        height: 200,
        boxSizing: 'border-box',
        maxWidth: 360,
        mx: 'auto',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {groups.map((group) => (
        <div key={group.letter}>
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              px: 2,
              py: 0.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 'bold',
            }}
          >
            {group.letter}
          </Box>
          {group.names.map((name) => (
            <Box key={name} sx={{ px: 2, py: 1, color: 'text.primary' }}>
              {name}
            </Box>
          ))}
        </div>
      ))}
    </Box>
  );
}
