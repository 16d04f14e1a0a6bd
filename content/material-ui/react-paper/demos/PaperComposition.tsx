import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '342' },
  { label: 'Conversion', value: '2.7%' },
];

export default function PaperComposition() {
  return (
    <Stack sx={{ height: 160, p: 2, boxSizing: 'border-box' }}>
      <Paper
        component="section"
        aria-labelledby="paper-composition-title"
        elevation={3}
        sx={{ p: 2, borderRadius: 3 }}
      >
        <Typography id="paper-composition-title" variant="subtitle2" component="h3" gutterBottom>
          This week
        </Typography>
        <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} spacing={2}>
          {stats.map((stat) => (
            <div key={stat.label}>
              <Typography variant="h5" component="p">
                {stat.value}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
            </div>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
