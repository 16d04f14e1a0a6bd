import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';

// keyframes() returns an animation name that Emotion injects once.
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.8; }
  70% { transform: scale(2.4); opacity: 0; }
  100% { transform: scale(2.4); opacity: 0; }
`;

const LiveDot = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: (theme.vars ?? theme).palette.error.main,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    backgroundColor: 'inherit',
    animation: `${pulse} 1.6s ease-out infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&::after': { animation: 'none' },
  },
}));

export default function SystemCssInJsKeyframes() {
  return (
    <Box
      sx={{
        height: 100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        color: 'text.primary',
        typography: 'subtitle1',
      }}
    >
      <LiveDot aria-hidden />
      Live: 1,284 viewers
    </Box>
  );
}
