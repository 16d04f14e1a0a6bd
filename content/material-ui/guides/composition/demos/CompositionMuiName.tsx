import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { type StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Shipping', 'Payment'];

// A wrapper that adds a caption under the label. StepButton does not recognise it.
function CaptionedLabel(props: StepLabelProps) {
  return <StepLabel {...props} optional={<Typography variant="caption">Step</Typography>} />;
}

// The same wrapper, marked with StepLabel's muiName so StepButton treats it as a StepLabel.
function MarkedLabel(props: StepLabelProps) {
  return <StepLabel {...props} optional={<Typography variant="caption">Step</Typography>} />;
}
MarkedLabel.muiName = StepLabel.muiName;

export default function CompositionMuiName() {
  return (
    <Box
      sx={{
        height: 260,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        px: 2,
      }}
    >
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Without muiName: StepButton wraps the wrapper in a second StepLabel
        </Typography>
        <Stepper nonLinear activeStep={1}>
          {steps.map((label) => (
            <Step key={label}>
              <StepButton>
                <CaptionedLabel>{label}</CaptionedLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </div>
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          With muiName: StepButton passes its props to the wrapper
        </Typography>
        <Stepper nonLinear activeStep={1}>
          {steps.map((label) => (
            <Step key={label}>
              <StepButton>
                <MarkedLabel>{label}</MarkedLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </div>
    </Box>
  );
}
