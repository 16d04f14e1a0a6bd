import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HowToCustomizeGlobalCss() {
  return (
    <Box className="release-notes" sx={{ height: 160 }}>
      <GlobalStyles
        styles={(theme) => ({
          // In an app you might target `.MuiChip-root` alone. Here the selector is scoped
          // to `.release-notes` so the rule does not restyle the rest of this page.
          '.release-notes .MuiChip-root': {
            borderRadius: 6,
            fontWeight: 600,
          },
          '.release-notes .MuiChip-root.Mui-disabled': {
            opacity: 1,
            textDecoration: 'line-through',
            color: (theme.vars || theme).palette.text.secondary,
          },
        })}
      />
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Release 4.2
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip label="Faster search" color="primary" />
        <Chip label="Bulk export" variant="outlined" />
        <Chip label="Legacy API" disabled />
      </Stack>
    </Box>
  );
}
