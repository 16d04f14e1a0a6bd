import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'profile',
    title: 'Profile',
    summary: 'Name and photo',
    body: 'Change the name other members see next to your comments.',
  },
  {
    id: 'security',
    title: 'Security',
    summary: 'Password and sign-in',
    body: 'Turn on two-step verification to protect your account.',
  },
  {
    id: 'billing',
    title: 'Billing',
    summary: 'Plan and invoices',
    body: 'Download past invoices or move to a yearly plan.',
  },
];

export default function AccordionControlled() {
  const [expanded, setExpanded] = React.useState<string | false>('profile');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <Box sx={{ height: 290, overflow: 'auto', p: 1, boxSizing: 'border-box' }}>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`accordion-controlled-${section.id}-header`}
            aria-controls={`accordion-controlled-${section.id}-content`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
