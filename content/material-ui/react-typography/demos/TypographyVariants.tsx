import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

type Variant = NonNullable<TypographyProps['variant']>;

const samples: [Variant, string][] = [
  ['h1', 'Heading 1'],
  ['h2', 'Heading 2'],
  ['h3', 'Heading 3'],
  ['h4', 'Heading 4'],
  ['h5', 'Heading 5'],
  ['h6', 'Heading 6'],
  ['subtitle1', 'Subtitle 1: a short lead-in line.'],
  ['subtitle2', 'Subtitle 2: a smaller lead-in line.'],
  ['body1', 'Body 1: the default text of paragraphs.'],
  ['body2', 'Body 2: denser text for tables, lists and cards.'],
  ['button', 'Button text'],
  ['caption', 'Caption: notes under images and fields.'],
  ['overline', 'Overline: a label above a title'],
];

export default function TypographyVariants() {
  return (
    <Box
      sx={{
        height: 560,
        display: 'grid',
        gridTemplateColumns: '88px minmax(0, 1fr)',
        columnGap: 2,
        alignItems: 'baseline',
        overflow: 'hidden',
      }}
    >
      {samples.map(([variant, text]) => [
        <Typography key={`${variant}-name`} variant="caption" sx={{ color: 'text.secondary' }}>
          {variant}
        </Typography>,
        // component="div" keeps these samples out of the page's heading outline.
        <Typography key={variant} variant={variant} component="div" noWrap>
          {text}
        </Typography>,
      ])}
    </Box>
  );
}
