import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionActionsDemo() {
  return (
    <Box sx={{ height: 220, overflow: 'auto', p: 1, boxSizing: 'border-box' }}>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-actions-header"
          aria-controls="accordion-actions-content"
        >
          <Typography component="span">Newsletter</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            We send one email a month with new features and a short list of tips.
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button>Not now</Button>
          <Button variant="contained">Subscribe</Button>
        </AccordionActions>
      </Accordion>
    </Box>
  );
}
