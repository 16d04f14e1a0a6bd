import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open', value: 18 },
  { label: 'In review', value: 7 },
  { label: 'Closed', value: 142 },
];

export default function StackDividers() {
  return (
    <Box sx={{ height: 90 }}>
      <Stack
        direction="row"
        spacing={3}
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ display: 'inline-flex', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography variant="h6" component="p">
              {stat.value}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
          </div>
        ))}
      </Stack>
    </Box>
  );
}
