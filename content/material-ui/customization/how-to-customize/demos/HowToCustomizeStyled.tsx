import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

interface PillButtonProps {
  /** `strong` fills the pill, `soft` keeps it outlined. */
  tone?: 'soft' | 'strong';
}

const PillButton = styled(Button, {
  shouldForwardProp: (prop) => prop !== 'tone',
})<PillButtonProps>(({ theme }) => ({
  // `theme.vars` holds CSS variables when they are enabled, so the colours follow dark mode.
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightBold,
  variants: [
    {
      props: { tone: 'soft' },
      style: {
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        color: (theme.vars || theme).palette.text.primary,
      },
    },
    {
      props: { tone: 'strong' },
      style: {
        backgroundColor: (theme.vars || theme).palette.primary.main,
        color: (theme.vars || theme).palette.primary.contrastText,
        '&:hover': { backgroundColor: (theme.vars || theme).palette.primary.dark },
      },
    },
  ],
}));

export default function HowToCustomizeStyled() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 120, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <PillButton tone="soft">Save draft</PillButton>
      <PillButton tone="strong">Publish</PillButton>
      <PillButton tone="soft">Preview</PillButton>
    </Stack>
  );
}
