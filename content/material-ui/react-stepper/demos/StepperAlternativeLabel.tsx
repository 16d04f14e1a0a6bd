import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Upload files', 'Check format', 'Import rows', 'Review'];

export default function StepperAlternativeLabel() {
  const failedStep = 1;

  return (
    <Box sx={{ height: 110, width: '100%' }}>
      <Stepper activeStep={1} alternativeLabel>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              error={index === failedStep}
              optional={
                index === failedStep ? (
                  <Typography variant="caption" color="error">
                    Column 3 has no header
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
