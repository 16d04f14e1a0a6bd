import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Add team members', 'Confirm payment'];
const optionalStep = 1;

export default function StepperHorizontal() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<Set<number>>(() => new Set());

  const handleNext = () => {
    const next = new Set(skipped);
    next.delete(activeStep);
    setSkipped(next);
    setActiveStep(activeStep + 1);
  };

  const handleSkip = () => {
    setSkipped(new Set(skipped).add(activeStep));
    setActiveStep(activeStep + 1);
  };

  const handleReset = () => {
    setSkipped(new Set());
    setActiveStep(0);
  };

  return (
    <Box sx={{ height: 180, width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography>All steps are done. Your workspace is ready.</Typography>
          <Button onClick={handleReset} sx={{ mt: 1 }}>
            Start again
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography>
            Step {activeStep + 1}: {steps[activeStep]}
          </Typography>
          <Box sx={{ display: 'flex', mt: 2 }}>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep(activeStep - 1)}>
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {activeStep === optionalStep && <Button onClick={handleSkip}>Skip</Button>}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
