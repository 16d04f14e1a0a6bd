import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Tap a card to see its details.',
  'Swipe a card left to archive it.',
  'Long-press to select several cards.',
  'Pull down to refresh the list.',
];

export default function StepperMobile() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  const rtl = theme.direction === 'rtl';

  return (
    <Box sx={{ height: 150, maxWidth: 400 }}>
      <Paper
        square
        elevation={0}
        sx={{ p: 2, bgcolor: 'background.default', height: 90, boxSizing: 'border-box' }}
      >
        <Typography variant="overline" component="p">
          Tip {activeStep + 1}
        </Typography>
        <Typography>{tips[activeStep]}</Typography>
      </Paper>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep - 1)}
            disabled={activeStep === 0}
          >
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Back
          </Button>
        }
      />
    </Box>
  );
}
