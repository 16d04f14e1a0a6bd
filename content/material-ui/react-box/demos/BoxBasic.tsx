import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box sx={{ height: 120 }}>
      <Box
        component="section"
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        A section element with theme padding, a divider-coloured border and rounded corners.
      </Box>
    </Box>
  );
}
