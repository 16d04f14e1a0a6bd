import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import RemoveIcon from '@mui/icons-material/Remove';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

// Larkspur Press is a fictional small publisher; the page is a plain article layout.

const paragraphs = [
  'A footer should sit at the bottom of the window when a page is short, and below the content when the page is long. Without help, a short page leaves the footer floating in the middle of the screen.',
  'The fix takes three lines of CSS. The page becomes a flex column at least as tall as the window, and the main area grows to fill whatever space the content does not use.',
  'Because the footer is never positioned, it never covers text. It simply gets pushed down as the page grows, which you can see by adding paragraphs with the buttons above.',
  'This layout needs no JavaScript and no measuring. It keeps working when the window is resized, when fonts load late, or when a reader zooms the page to 200%.',
  'Fixed footers, by contrast, stay on screen at all times. They suit short toolbars, but on small phones they take space from the content and can hide the last lines of a form.',
  'If your page has a sticky header as well, the same idea applies: the header stays in the flow, and only the main area stretches.',
];

function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  if (!resolved) {
    // Before hydration the mode is not known yet: show a neutral, inactive button.
    return (
      <IconButton aria-label="Colour mode" disabled>
        <SettingsBrightnessIcon />
      </IconButton>
    );
  }
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <IconButton aria-label={`Switch to ${next} mode`} onClick={() => setMode(next)}>
      {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

export default function TemplateStickyFooter() {
  const [count, setCount] = React.useState(1);

  return (
    <Box
      id="top"
      sx={{
        // The whole technique: a column at least as tall as the window…
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1 }}
        >
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            Larkspur Press
          </Typography>
          <ColorModeToggle />
        </Container>
      </Box>

      {/* …whose main area takes all the height the content leaves free. */}
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 4, md: 8 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Sticky footer
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
          The footer stays at the bottom of the window on short pages and follows the content on
          long ones.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, mb: 3 }}
        >
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={count === paragraphs.length}
            onClick={() => setCount((value) => value + 1)}
          >
            Add a paragraph
          </Button>
          <Button
            variant="outlined"
            startIcon={<RemoveIcon />}
            disabled={count === 0}
            onClick={() => setCount((value) => value - 1)}
          >
            Remove a paragraph
          </Button>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ pl: { sm: 1 } }}>
            {count} of {paragraphs.length} paragraphs shown
          </Typography>
        </Stack>
        {paragraphs.slice(0, count).map((text) => (
          <Typography key={text} sx={{ mb: 2, maxWidth: 680 }}>
            {text}
          </Typography>
        ))}
      </Container>

      <Box
        component="footer"
        sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        <Container
          maxWidth="md"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © Larkspur Press, a fictional publisher made up for this template.
          </Typography>
          <Link href="#top" variant="body2">
            Back to top
          </Link>
        </Container>
      </Box>
    </Box>
  );
}
