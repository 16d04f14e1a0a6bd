import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. Scroll this panel: once the content moves under the bar, the bar gains a shadow and changes colour.`,
);

export default function AppBarScrollElevation() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Scrolling article"
      sx={{
        height: 300,
        boxSizing: 'border-box',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar
        position="sticky"
        elevation={scrolled ? 4 : 0}
        color={scrolled ? 'primary' : 'default'}
      >
        <Toolbar>
          <Typography variant="h6" component="div">
            {scrolled ? 'Scrolled' : 'At the top'}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
