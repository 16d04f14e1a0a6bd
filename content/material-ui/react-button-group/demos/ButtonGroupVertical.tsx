import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupVertical() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ height: 140, justifyContent: 'center', alignItems: 'center' }}
    >
      <ButtonGroup orientation="vertical" aria-label="Sort order">
        <Button>Newest</Button>
        <Button>Oldest</Button>
        <Button>Most viewed</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button disabled>XLSX</Button>
      </ButtonGroup>
    </Stack>
  );
}
