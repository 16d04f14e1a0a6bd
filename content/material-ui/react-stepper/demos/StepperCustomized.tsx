import type * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import type { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentIcon from '@mui/icons-material/Payment';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 20 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    {
      backgroundColor: theme.palette.primary.main,
    },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(
  ({ theme, ownerState }) => ({
    width: 44,
    height: 44,
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: 1,
    color: theme.palette.text.secondary,
    backgroundColor: theme.palette.action.selected,
    ...((ownerState.active || ownerState.completed) && {
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
    }),
    ...(ownerState.active && { boxShadow: theme.shadows[4] }),
  }),
);

const icons: Record<string, React.ReactElement> = {
  1: <ShoppingCartIcon />,
  2: <PaymentIcon />,
  3: <LocalShippingIcon />,
};

function OrderStepIcon({ active, completed, icon, className }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {icons[String(icon)]}
    </IconCircle>
  );
}

const steps = ['Cart', 'Payment', 'Shipping'];

export default function StepperCustomized() {
  return (
    <Box sx={{ height: 110, width: '100%' }}>
      <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel slots={{ stepIcon: OrderStepIcon }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
