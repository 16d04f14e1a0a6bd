import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Create the project', text: 'Pick a name and a region close to your users.' },
  { label: 'Connect a repository', text: 'Grant read access to the repository you deploy from.' },
  { label: 'Deploy', text: 'Run the first build. Later pushes deploy automatically.' },
];

export default function StepperVertical() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ height: 340, maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setActiveStep(activeStep + 1)}
                >
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(activeStep - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{ mt: 2, pl: 1 }}>
          <Typography variant="body2">The project is live.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Reset
          </Button>
        </Box>
      )}
    </Box>
  );
}
