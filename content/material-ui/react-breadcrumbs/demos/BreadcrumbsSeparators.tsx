import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const separators: { label: string; separator: React.ReactNode }[] = [
  { label: 'Arrow separator', separator: '›' },
  { label: 'Dash separator', separator: '-' },
  { label: 'Icon separator', separator: <NavigateNextIcon fontSize="small" /> },
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack
      spacing={2}
      sx={{ height: 120 }}
      onClick={(event: React.MouseEvent) => event.preventDefault()}
    >
      {separators.map(({ label, separator }) => (
        <Breadcrumbs key={label} separator={separator} aria-label={label}>
          <Link underline="hover" color="inherit" href="#shop">
            Shop
          </Link>
          <Link underline="hover" color="inherit" href="#garden">
            Garden
          </Link>
          <Typography sx={{ color: 'text.primary' }} aria-current="page">
            Watering cans
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
