import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

const content = {
  p: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  typography: 'body2',
} as const;

export default function ContainerGutters() {
  return (
    <Box sx={{ height: 170, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Container maxWidth="sm">
          <Box sx={content}>
            Default gutters: side padding of 2 spacing units, 3 from the sm breakpoint
          </Box>
        </Container>
      </Box>
      <Box sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Container maxWidth="sm" disableGutters>
          <Box sx={content}>disableGutters: content touches the container edges</Box>
        </Container>
      </Box>
    </Box>
  );
}
