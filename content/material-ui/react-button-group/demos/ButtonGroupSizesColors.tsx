import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupSizesColors() {
  return (
    <Stack spacing={2} sx={{ height: 170, justifyContent: 'center', alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Zoom, small">
        <Button>50%</Button>
        <Button>100%</Button>
        <Button>200%</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Zoom, secondary colour">
        <Button>50%</Button>
        <Button>100%</Button>
        <Button>200%</Button>
      </ButtonGroup>
      <ButtonGroup size="large" variant="contained" disableElevation aria-label="Zoom, large">
        <Button>50%</Button>
        <Button>100%</Button>
        <Button>200%</Button>
      </ButtonGroup>
    </Stack>
  );
}
