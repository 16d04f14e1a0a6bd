import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ContainerBasic() {
  return (
    <Box sx={{ height: 180, bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'medium' }}>
            Release notes
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            This column is at most 600 px wide and stays centred in the grey area, however wide the
            window gets.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
