import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

// An HTML element with theme-aware styles.
const Key = styled('kbd')(({ theme }) => ({
  display: 'inline-block',
  minWidth: 28,
  padding: theme.spacing(0.25, 0.75),
  fontFamily: 'monospace',
  fontSize: theme.typography.pxToRem(13),
  textAlign: 'center',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderBottomWidth: 3,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
}));

// A Material UI component with extra styles. Nested selectors and pseudo-classes work as in CSS.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  '& .MuiButton-startIcon': { marginInlineEnd: theme.spacing(0.5) },
  '&:hover': { boxShadow: (theme.vars ?? theme).shadows[4] },
  // Only applied when the dark colour scheme is active.
  ...theme.applyStyles('dark', { borderWidth: 2 }),
}));

export default function SystemStyledBasic() {
  return (
    <Box
      sx={{
        height: 120,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ typography: 'body1', color: 'text.primary' }}>
        Press <Key>Ctrl</Key> + <Key>K</Key> to search.
      </Box>
      <PillButton variant="outlined">Open the command menu</PillButton>
    </Box>
  );
}
