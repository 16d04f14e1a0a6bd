import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const rows = Array.from({ length: 4 }, (_, index) => `Step ${index + 1} of the build finished.`);

export default function AccordionSlots() {
  const [fadeOpen, setFadeOpen] = React.useState(false);

  return (
    <Box sx={{ height: 240, overflow: 'auto', p: 1, boxSizing: 'border-box' }}>
      <Accordion slots={{ heading: 'h4' }} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-slots-log-header"
          aria-controls="accordion-slots-log-content"
        >
          <Typography component="span">Build log (mounted only when open)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          {rows.map((row) => (
            <Typography key={row} variant="body2">
              {row}
            </Typography>
          ))}
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={fadeOpen}
        onChange={(_event, isExpanded) => setFadeOpen(isExpanded)}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
        sx={{
          '& .MuiAccordion-region': { height: fadeOpen ? 'auto' : 0 },
          '& .MuiAccordionDetails-root': { display: fadeOpen ? 'block' : 'none' },
        }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-slots-fade-header"
          aria-controls="accordion-slots-fade-content"
        >
          <Typography component="span">Fade instead of collapse</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>This panel fades in rather than sliding open.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
