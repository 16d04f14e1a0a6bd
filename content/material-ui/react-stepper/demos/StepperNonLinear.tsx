import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Contact details', 'Delivery address', 'Gift message'];

export default function StepperNonLinear() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  const markDone = () => {
    const next = { ...completed, [activeStep]: true };
    setCompleted(next);
    const firstOpen = steps.findIndex((_, index) => !next[index]);
    if (firstOpen !== -1) setActiveStep(firstOpen);
  };

  return (
    <Box sx={{ height: 170, width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed[index] ?? false}>
            <StepButton color="inherit" onClick={() => setActiveStep(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography>
          {doneCount === steps.length
            ? 'Every step is complete.'
            : `Editing: ${steps[activeStep]} (${doneCount} of ${steps.length} done)`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="contained" onClick={markDone} disabled={completed[activeStep] === true}>
            Mark step as done
          </Button>
          <Button
            onClick={() => {
              setCompleted({});
              setActiveStep(0);
            }}
          >
            Reset
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
