import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

// A stand-in for a router: it stores the current path instead of changing the page.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/inbox',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

// Like a router's Link: it takes `to`, renders an <a>, and forwards the ref to it.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

export default function CompositionRouterLink() {
  const [path, setPath] = React.useState('/inbox');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Stack spacing={2} sx={{ height: 300, justifyContent: 'center', px: 2 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
          <List component="nav" aria-label="Mailbox">
            <ListItemButton component={RouterLink} to="/inbox" selected={path === '/inbox'}>
              <ListItemIcon>
                <InboxIcon />
              </ListItemIcon>
              <ListItemText primary="Inbox" />
            </ListItemButton>
            <ListItemButton component={RouterLink} to="/sent" selected={path === '/sent'}>
              <ListItemIcon>
                <SendIcon />
              </ListItemIcon>
              <ListItemText primary="Sent" />
            </ListItemButton>
          </List>
        </Paper>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to="/compose" variant="contained">
            Compose
          </Button>
          <Link component={RouterLink} to="/settings">
            Settings
          </Link>
        </Stack>
        <Box role="status">
          <Typography variant="body2">
            Current path: <code>{path}</code>
          </Typography>
        </Box>
      </Stack>
    </RouterContext.Provider>
  );
}
