import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const layers = ['appBar', 'drawer', 'modal'] as const;

export default function ZIndexStacking() {
  const theme = useTheme();
  return (
    <Box
      sx={{
        height: 260,
        position: 'relative',
        // A new stacking context: the large values below stay inside this box.
        isolation: 'isolate',
        overflow: 'hidden',
      }}
    >
      {/* Rendered from the highest layer to the lowest: z-index, not DOM order, decides. */}
      {layers
        .map((key, index) => ({ key, index }))
        .reverse()
        .map(({ key, index }) => (
          <Paper
            key={key}
            elevation={4}
            sx={{
              position: 'absolute',
              top: 24 + index * 56,
              left: 24 + index * 80,
              width: 240,
              height: 96,
              px: 1.5,
              py: 1,
              zIndex: theme.zIndex[key],
              borderTop: 4,
              borderColor: 'primary.main',
            }}
          >
            <Typography variant="subtitle2" component="p">
              zIndex.{key}: {theme.zIndex[key]}
            </Typography>
          </Paper>
        ))}
    </Box>
  );
}
