import * as React from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LockIcon from '@mui/icons-material/Lock';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

// Kettle & Crumb is a fictional shop for loose-leaf tea and baking supplies.

const cart = [
  { id: 'oolong', name: 'Misty Ridge oolong, 100 g', qty: 2, price: 14.5, tint: '#33691e' },
  { id: 'tin', name: 'Airtight tea tin, brass', qty: 1, price: 22, tint: '#7a5b12' },
  { id: 'shortbread', name: 'Shortbread mix, lavender', qty: 1, price: 9.75, tint: '#4527a0' },
];

const shippingOptions = {
  standard: { label: 'Standard (3–5 working days)', price: 0 },
  express: { label: 'Express (next working day)', price: 9.5 },
};

const countries = ['United States', 'Canada', 'United Kingdom', 'Ireland', 'Australia'];

const steps = ['Shipping', 'Payment', 'Review'];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  shipping: keyof typeof shippingOptions;
  sameBilling: boolean;
  method: 'card' | 'transfer';
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

type Errors = Partial<Record<keyof FormValues, string>>;

const initialValues: FormValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'United States',
  shipping: 'standard',
  sameBilling: true,
  method: 'card',
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
};

/** The Luhn checksum every card number satisfies. */
function passesLuhn(digits: string) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function validate(step: number, values: FormValues): Errors {
  const errors: Errors = {};
  if (step === 0) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      errors.email = 'Enter an email address like name@example.com.';
    if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
    if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
    if (!values.address1.trim()) errors.address1 = 'Enter the street address.';
    if (!values.city.trim()) errors.city = 'Enter the city or town.';
    if (!values.region.trim()) errors.region = 'Enter the state, province or region.';
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(values.postalCode.trim()))
      errors.postalCode = 'Enter a valid ZIP or postal code.';
  }
  if (step === 1 && values.method === 'card') {
    const digits = values.cardNumber.replace(/\s/g, '');
    if (!values.cardName.trim()) errors.cardName = 'Enter the name shown on the card.';
    if (!/^\d{13,19}$/.test(digits)) errors.cardNumber = 'Enter the 13 to 19 digits of the card.';
    else if (!passesLuhn(digits)) errors.cardNumber = 'This card number is not valid.';
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
    if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) {
      errors.expiry = 'Use the format MM/YY.';
    } else {
      // Checked when the reader submits, against today's date.
      const now = new Date();
      const expiry = new Date(2000 + Number(match[2]), Number(match[1]), 1);
      if (expiry <= now) errors.expiry = 'This card has expired.';
    }
    if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit code.';
  }
  return errors;
}

function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  if (!resolved) {
    // Before hydration the mode is not known yet: show a neutral, inactive button.
    return (
      <IconButton aria-label="Colour mode" disabled>
        <SettingsBrightnessIcon />
      </IconButton>
    );
  }
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <IconButton aria-label={`Switch to ${next} mode`} onClick={() => setMode(next)}>
      {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

function OrderSummary({ shippingPrice }: { shippingPrice: number }) {
  const subtotal = cart.reduce((sum, item) => sum + item.qty * item.price, 0);
  const tax = Math.round(subtotal * 0.07 * 100) / 100;
  const total = subtotal + shippingPrice + tax;
  const rows: [string, number][] = [
    ['Subtotal', subtotal],
    ['Shipping', shippingPrice],
    ['Estimated tax (7%)', tax],
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="summary-title"
      sx={{ position: { md: 'sticky' }, top: { md: 24 } }}
    >
      <CardContent>
        <Typography id="summary-title" variant="h6" component="h2" gutterBottom>
          Order summary
        </Typography>
        <List disablePadding>
          {cart.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemAvatar>
                <Avatar
                  variant="rounded"
                  aria-hidden
                  sx={{ background: `linear-gradient(135deg, ${item.tint}, #3e2723)` }}
                >
                  {item.name[0]}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={item.name} secondary={`Quantity: ${item.qty}`} />
              <Typography variant="body2" sx={{ ml: 2, fontWeight: 500 }}>
                {money.format(item.qty * item.price)}
              </Typography>
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2">{value === 0 ? 'Free' : money.format(value)}</Typography>
          </Stack>
        ))}
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }}>{money.format(total)}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function TemplateCheckout() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState<FormValues>(initialValues);
  const [errors, setErrors] = React.useState<Errors>({});
  const [stepsWithErrors, setStepsWithErrors] = React.useState<number[]>([]);
  const [attempt, setAttempt] = React.useState(0);
  const [placed, setPlaced] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  // After a failed submit, move focus to the first field that needs fixing.
  React.useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const text = (key: keyof FormValues) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.target.value as never),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    fullWidth: true,
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(activeStep, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStepsWithErrors((current) => [...new Set([...current, activeStep])]);
      setAttempt((count) => count + 1);
      return;
    }
    setStepsWithErrors((current) => current.filter((step) => step !== activeStep));
    if (activeStep === steps.length - 1) setPlaced(true);
    else setActiveStep(activeStep + 1);
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const shippingPrice = shippingOptions[values.shipping].price;
  const cardEnding = values.cardNumber.replace(/\s/g, '').slice(-4);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar
        position="static"
        elevation={0}
        color="inherit"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
              Kettle &amp; Crumb
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <LockIcon fontSize="small" aria-hidden />
              <Typography variant="body2">Secure checkout</Typography>
            </Stack>
            <ColorModeToggle />
          </Toolbar>
        </Container>
      </AppBar>

      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          Checkout
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              {placed ? (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
                  <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
                  <Typography variant="h5" component="h2">
                    Thank you, {values.firstName.trim()}!
                  </Typography>
                  <Typography>
                    Your order number is <strong>KC-20417</strong>. We sent a confirmation to{' '}
                    {values.email.trim()} and will email you again when the parcel leaves our
                    kitchen.
                  </Typography>
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setPlaced(false);
                      setActiveStep(0);
                      setValues(initialValues);
                    }}
                  >
                    Start a new order
                  </Button>
                </Stack>
              ) : (
                <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
                  <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 3 }}>
                    {steps.map((label, index) => (
                      <Step key={label}>
                        <StepLabel error={stepsWithErrors.includes(index)}>{label}</StepLabel>
                      </Step>
                    ))}
                  </Stepper>
                  {errorCount > 0 ? (
                    <Alert severity="error" sx={{ mb: 2 }}>
                      {errorCount === 1
                        ? 'One field needs your attention.'
                        : `${errorCount} fields need your attention.`}
                    </Alert>
                  ) : null}

                  {activeStep === 0 ? (
                    <Grid container spacing={2}>
                      <Grid size={12}>
                        <Typography variant="h6" component="h2">
                          Where should we send your order?
                        </Typography>
                      </Grid>
                      <Grid size={12}>
                        <TextField
                          {...text('email')}
                          label="Email for the receipt"
                          type="email"
                          autoComplete="email"
                          required
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('firstName')}
                          label="First name"
                          autoComplete="shipping given-name"
                          required
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('lastName')}
                          label="Last name"
                          autoComplete="shipping family-name"
                          required
                        />
                      </Grid>
                      <Grid size={12}>
                        <TextField
                          {...text('address1')}
                          label="Street address"
                          autoComplete="shipping address-line1"
                          required
                        />
                      </Grid>
                      <Grid size={12}>
                        <TextField
                          {...text('address2')}
                          label="Apartment, suite, etc. (optional)"
                          autoComplete="shipping address-line2"
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('city')}
                          label="City"
                          autoComplete="shipping address-level2"
                          required
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('region')}
                          label="State, province or region"
                          autoComplete="shipping address-level1"
                          required
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('postalCode')}
                          label="ZIP or postal code"
                          autoComplete="shipping postal-code"
                          required
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField {...text('country')} select label="Country" required>
                          {countries.map((country) => (
                            <MenuItem key={country} value={country}>
                              {country}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                      <Grid size={12}>
                        <FormControl>
                          <FormLabel id="shipping-speed-label">Delivery speed</FormLabel>
                          <RadioGroup
                            aria-labelledby="shipping-speed-label"
                            name="shipping"
                            value={values.shipping}
                            onChange={(event) =>
                              set('shipping')(event.target.value as FormValues['shipping'])
                            }
                          >
                            {Object.entries(shippingOptions).map(([key, option]) => (
                              <FormControlLabel
                                key={key}
                                value={key}
                                control={<Radio />}
                                label={`${option.label}: ${
                                  option.price === 0 ? 'free' : money.format(option.price)
                                }`}
                              />
                            ))}
                          </RadioGroup>
                        </FormControl>
                      </Grid>
                      <Grid size={12}>
                        <FormControlLabel
                          control={
                            <Checkbox
                              name="sameBilling"
                              checked={values.sameBilling}
                              onChange={(event) => set('sameBilling')(event.target.checked)}
                            />
                          }
                          label="Use this address for billing"
                        />
                      </Grid>
                    </Grid>
                  ) : null}

                  {activeStep === 1 ? (
                    <Stack spacing={2}>
                      <Typography variant="h6" component="h2">
                        How would you like to pay?
                      </Typography>
                      <FormControl>
                        <FormLabel id="payment-method-label">Payment method</FormLabel>
                        <RadioGroup
                          row
                          aria-labelledby="payment-method-label"
                          name="method"
                          value={values.method}
                          onChange={(event) =>
                            set('method')(event.target.value as FormValues['method'])
                          }
                        >
                          <FormControlLabel value="card" control={<Radio />} label="Card" />
                          <FormControlLabel
                            value="transfer"
                            control={<Radio />}
                            label="Bank transfer"
                          />
                        </RadioGroup>
                      </FormControl>
                      {values.method === 'card' ? (
                        <Grid container spacing={2}>
                          <Grid size={12}>
                            <TextField
                              {...text('cardName')}
                              label="Name on card"
                              autoComplete="cc-name"
                              required
                            />
                          </Grid>
                          <Grid size={12}>
                            <TextField
                              {...text('cardNumber')}
                              label="Card number"
                              autoComplete="cc-number"
                              required
                              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                              helperText={
                                errors.cardNumber ?? 'To try the form, use 4242 4242 4242 4242.'
                              }
                            />
                          </Grid>
                          <Grid size={{ xs: 6 }}>
                            <TextField
                              {...text('expiry')}
                              label="Expiry (MM/YY)"
                              autoComplete="cc-exp"
                              required
                              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                            />
                          </Grid>
                          <Grid size={{ xs: 6 }}>
                            <TextField
                              {...text('cvc')}
                              label="Security code"
                              autoComplete="cc-csc"
                              required
                              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                            />
                          </Grid>
                        </Grid>
                      ) : (
                        <Alert severity="info">
                          After you place the order, we email you our bank details and the reference
                          to use. We ship once the payment arrives, usually within two working days.
                        </Alert>
                      )}
                      <FormHelperText>
                        Card details go straight to our payment provider. We never store them.
                      </FormHelperText>
                    </Stack>
                  ) : null}

                  {activeStep === 2 ? (
                    <Stack spacing={2}>
                      <Typography variant="h6" component="h2">
                        Check your order
                      </Typography>
                      <Grid container spacing={2}>
                        <Grid size={{ xs: 12, sm: 6 }}>
                          <Typography variant="subtitle2" component="h3">
                            Delivery address
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {values.firstName} {values.lastName}
                            <br />
                            {values.address1}
                            {values.address2 ? (
                              <>
                                <br />
                                {values.address2}
                              </>
                            ) : null}
                            <br />
                            {values.city}, {values.region} {values.postalCode}
                            <br />
                            {values.country}
                          </Typography>
                        </Grid>
                        <Grid size={{ xs: 12, sm: 6 }}>
                          <Typography variant="subtitle2" component="h3">
                            Payment
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {values.method === 'card'
                              ? `Card ending in ${cardEnding}`
                              : 'Bank transfer (details by email)'}
                            <br />
                            {values.sameBilling
                              ? 'Billing address same as delivery'
                              : 'Billing address to confirm by email'}
                          </Typography>
                          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                            Delivery
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {shippingOptions[values.shipping].label}
                          </Typography>
                        </Grid>
                      </Grid>
                    </Stack>
                  ) : null}

                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', mt: 3 }}
                  >
                    <Button
                      disabled={activeStep === 0}
                      onClick={() => {
                        setErrors({});
                        setActiveStep(activeStep - 1);
                      }}
                    >
                      Back
                    </Button>
                    <Button type="submit" variant="contained">
                      {activeStep === steps.length - 1
                        ? 'Place order'
                        : `Continue to ${steps[activeStep + 1].toLowerCase()}`}
                    </Button>
                  </Stack>
                </Box>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <OrderSummary shippingPrice={shippingPrice} />
          </Grid>
        </Grid>
      </Container>

      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Kettle &amp; Crumb is a fictional shop. Questions? Write to orders@kettleandcrumb.example
        </Typography>
      </Box>
    </Box>
  );
}
