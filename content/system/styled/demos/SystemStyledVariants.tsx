import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

interface PillProps {
  variant?: 'soft' | 'solid';
  size?: 'small' | 'large';
  count?: number;
}

const Pill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size' && prop !== 'count',
})<PillProps>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  ...theme.typography.body2,
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.primary.dark,
  backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
  // Each entry applies when its props match. The styles are prepared once, not per render.
  variants: [
    {
      props: { variant: 'solid' },
      style: {
        color: (theme.vars ?? theme).palette.primary.contrastText,
        backgroundColor: (theme.vars ?? theme).palette.primary.main,
      },
    },
    {
      props: { size: 'large' },
      style: { padding: theme.spacing(1, 2), fontSize: theme.typography.pxToRem(16) },
    },
    {
      // A function for conditions that an object cannot express.
      props: ({ count }) => count !== undefined && count > 99,
      style: { fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 },
    },
  ],
}));

export default function SystemStyledVariants() {
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
      <Pill>Soft</Pill>
      <Pill variant="solid">Solid</Pill>
      <Pill size="large">Soft, large</Pill>
      <Pill variant="solid" size="large">
        Solid, large
      </Pill>
      <Pill count={128}>128 new</Pill>
      {/* A styled component also accepts sx. */}
      <Pill variant="solid" sx={{ bgcolor: 'secondary.main' }}>
        With sx
      </Pill>
    </Box>
  );
}
