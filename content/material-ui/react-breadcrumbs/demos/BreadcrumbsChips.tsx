import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

const CrumbChip = styled(Chip)(({ theme }) => ({
  height: theme.spacing(3),
  fontWeight: theme.typography.fontWeightRegular,
  backgroundColor: theme.palette.grey[100],
  color: theme.palette.grey[900],
  '&:hover, &:focus-visible': {
    backgroundColor: emphasize(theme.palette.grey[100], 0.06),
  },
  ...theme.applyStyles('dark', {
    backgroundColor: theme.palette.grey[800],
    color: theme.palette.grey[100],
    '&:hover, &:focus-visible': {
      backgroundColor: emphasize(theme.palette.grey[800], 0.06),
    },
  }),
}));

export default function BreadcrumbsChips() {
  const [message, setMessage] = React.useState('Click a crumb.');

  return (
    <Box sx={{ height: 70 }}>
      <Breadcrumbs aria-label="breadcrumb">
        <CrumbChip
          label="Home"
          icon={<HomeIcon fontSize="small" />}
          onClick={() => setMessage('Home clicked.')}
        />
        <CrumbChip label="Library" onClick={() => setMessage('Library clicked.')} />
        <CrumbChip label="Novels" onClick={() => setMessage('Novels clicked.')} />
      </Breadcrumbs>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 1, mb: 0 }}>
        {message}
      </Box>
    </Box>
  );
}
