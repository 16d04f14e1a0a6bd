import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import ArticleIcon from '@mui/icons-material/Article';

export default function BreadcrumbsIcons() {
  return (
    <Box sx={{ height: 40 }} onClick={(event: React.MouseEvent) => event.preventDefault()}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link
          underline="hover"
          color="inherit"
          href="#drive"
          sx={{ display: 'flex', alignItems: 'center' }}
        >
          <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          My drive
        </Link>
        <Link
          underline="hover"
          color="inherit"
          href="#reports"
          sx={{ display: 'flex', alignItems: 'center' }}
        >
          <FolderIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          Reports
        </Link>
        <Typography
          aria-current="page"
          sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}
        >
          <ArticleIcon sx={{ mr: 0.5 }} fontSize="inherit" />
          Q1 summary
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
