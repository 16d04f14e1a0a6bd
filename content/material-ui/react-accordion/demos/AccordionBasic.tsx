import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionBasic() {
  return (
    <Box sx={{ height: 280, overflow: 'auto', p: 1, boxSizing: 'border-box' }}>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-basic-shipping-header"
          aria-controls="accordion-basic-shipping-content"
        >
          <Typography component="span">Shipping</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Orders placed before 14:00 leave the warehouse the same day. Delivery takes two to four
            working days.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-basic-returns-header"
          aria-controls="accordion-basic-returns-content"
        >
          <Typography component="span">Returns</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Send an item back within 30 days in its original packaging and we refund the full price.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="accordion-basic-warranty-header"
          aria-controls="accordion-basic-warranty-content"
        >
          <Typography component="span">Warranty</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Every product is covered for two years against manufacturing defects.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
