import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';

export default function HowToCustomizeSx() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 120, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button variant="contained" endIcon={<SendIcon />}>
        Default
      </Button>
      <Button
        variant="contained"
        endIcon={<SendIcon />}
        sx={{
          borderRadius: 5,
          px: 3,
          textTransform: 'none',
          fontWeight: 'bold',
          boxShadow: 'none',
          '&:hover': { boxShadow: 'none', bgcolor: 'primary.dark' },
          '& .MuiButton-endIcon': { ml: 1.5 },
        }}
      >
        Customised with sx
      </Button>
    </Stack>
  );
}
