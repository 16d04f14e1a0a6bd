import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function preventNavigation(event: React.MouseEvent) {
  event.preventDefault();
}

export default function BreadcrumbsBasic() {
  return (
    <Box sx={{ height: 40 }} onClick={preventNavigation}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#home">
          Home
        </Link>
        <Link underline="hover" color="inherit" href="#guides">
          Guides
        </Link>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          Getting started
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
