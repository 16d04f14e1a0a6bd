import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

type Tone = 'neutral' | 'positive' | 'negative';

interface StatusTagProps {
  tone: Tone;
}

// The style function receives the props (and the theme), so styles can depend on them.
const StatusTag = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<StatusTagProps>(({ theme, tone }) => {
  const palette = (theme.vars ?? theme).palette;
  const colors = {
    neutral: palette.text.secondary,
    positive: palette.success.main,
    negative: palette.error.main,
  };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1.25),
    border: `1px solid ${colors[tone]}`,
    borderRadius: 999,
    color: palette.text.primary,
    ...theme.typography.body2,
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: colors[tone],
    },
  };
});

export default function SystemStyledProps() {
  return (
    <Box
      sx={{
        height: 100,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <StatusTag tone="neutral">Draft</StatusTag>
      <StatusTag tone="positive">Published</StatusTag>
      <StatusTag tone="negative">Rejected</StatusTag>
    </Box>
  );
}
