import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const path = ['Home', 'Projects', '2026', 'Website', 'Design', 'Icons'];

function Trail({
  label,
  ...props
}: {
  label: string;
  maxItems?: number;
  itemsBeforeCollapse?: number;
  itemsAfterCollapse?: number;
}) {
  return (
    <Breadcrumbs aria-label={label} {...props}>
      {path.slice(0, -1).map((segment) => (
        <Link key={segment} underline="hover" color="inherit" href={`#${segment.toLowerCase()}`}>
          {segment}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        {path[path.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}

export default function BreadcrumbsCollapsed() {
  return (
    <Stack
      spacing={2}
      sx={{ height: 120 }}
      onClick={(event: React.MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault();
      }}
    >
      <Trail label="Collapsed trail, default split" maxItems={3} />
      <Trail
        label="Collapsed trail, two items on each side"
        maxItems={5}
        itemsBeforeCollapse={2}
        itemsAfterCollapse={2}
      />
      <Trail label="Full trail" />
    </Stack>
  );
}
