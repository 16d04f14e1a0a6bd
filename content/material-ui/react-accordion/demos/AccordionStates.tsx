import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionStates() {
  return (
    <Box sx={{ height: 260, overflow: 'auto', p: 1, boxSizing: 'border-box' }}>
      <Accordion disableGutters defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-states-gutters-header"
          aria-controls="accordion-states-gutters-content"
        >
          <Typography component="span">No gutters: the height stays the same when open</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            With disableGutters, an open panel keeps the summary height and adds no margin.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion square variant="outlined">
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-states-outlined-header"
          aria-controls="accordion-states-outlined-content"
        >
          <Typography component="span">Outlined and square</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Accordion accepts the Paper props, such as variant and square.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-states-disabled-header"
          aria-controls="accordion-states-disabled-content"
        >
          <Typography component="span">Disabled</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>This panel cannot be opened.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
