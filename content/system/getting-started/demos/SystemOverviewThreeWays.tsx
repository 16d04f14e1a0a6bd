import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';

// 2. A reusable component made with styled(): the styles are written once.
const StatusLabel = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  ...theme.typography.body2,
  fontWeight: theme.typography.fontWeightMedium,
}));

export default function SystemOverviewThreeWays() {
  return (
    <Box
      sx={{
        height: 120,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      {/* 1. One-off styles with the sx prop on Box. */}
      <Box
        component="span"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: '999px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'body2',
          fontWeight: 'medium',
        }}
      >
        Box + sx
      </Box>
      <StatusLabel>styled()</StatusLabel>
      {/* 3. The sx prop on a Material UI component. */}
      <Chip label="Chip + sx" color="primary" sx={{ fontWeight: 'medium', px: 0.5 }} />
    </Box>
  );
}
