import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

// Petalpost is a fictional newsletter platform for independent writers.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const audiences = [
  { value: 'personal', label: 'A personal newsletter' },
  { value: 'business', label: 'Updates for my business' },
  { value: 'community', label: 'A club or community' },
];

interface Values {
  name: string;
  email: string;
  password: string;
  audience: string;
  news: boolean;
  terms: boolean;
}

type Errors = Partial<Record<keyof Values, string>>;

const strengthLabels = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const strengthColors = ['error', 'error', 'warning', 'success', 'success'] as const;

/** 0 (too short) to 4: length, mixed case, digits and symbols each add a point. */
function passwordStrength(password: string) {
  if (password.length < 8) return 0;
  let score = 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password) || password.length >= 14) score += 1;
  return score;
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Enter your name, as readers will see it.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(values.email.trim()))
    errors.email = 'Enter an email address like name@example.com.';
  if (passwordStrength(values.password) === 0) errors.password = 'Use at least 8 characters.';
  else if (passwordStrength(values.password) < 2)
    errors.password = 'Add a capital letter, a digit or a symbol to make it harder to guess.';
  if (!values.terms) errors.terms = 'You need to accept the terms to create an account.';
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

export default function TemplateSignUp() {
  const [values, setValues] = React.useState<Values>({
    name: '',
    email: '',
    password: '',
    audience: 'personal',
    news: false,
    terms: false,
  });
  const [errors, setErrors] = React.useState<Errors>({});
  const [showPassword, setShowPassword] = React.useState(false);
  const [termsOpen, setTermsOpen] = React.useState(false);
  const [created, setCreated] = React.useState(false);
  const [noticeOpen, setNoticeOpen] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const formRef = React.useRef<HTMLFormElement>(null);

  // After a failed submit, move focus to the first field that needs fixing.
  React.useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) setAttempt((count) => count + 1);
    else setCreated(true);
  };

  const strength = passwordStrength(values.password);

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: 'text.primary',
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(circle at 0% 0%, hsl(330, 80%, 95%), transparent 40%), radial-gradient(circle at 100% 100%, hsl(260, 80%, 95%), transparent 40%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(circle at 0% 0%, hsl(330, 50%, 14%), transparent 40%), radial-gradient(circle at 100% 100%, hsl(260, 50%, 14%), transparent 40%)',
        }),
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          Petalpost
        </Typography>
        <ColorModeToggle />
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: 4,
        }}
      >
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Create your account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Free for your first 1,000 subscribers. No card needed.
          </Typography>

          {created ? (
            <Alert severity="success" role="status">
              Welcome, {values.name.trim()}! We sent a confirmation link to {values.email.trim()}.
              Open it to publish your first issue.
            </Alert>
          ) : (
            <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
              <Stack spacing={1.5}>
                <TextField
                  label="Your name"
                  name="name"
                  autoComplete="name"
                  required
                  fullWidth
                  value={values.name}
                  onChange={(event) => update('name', event.target.value)}
                  error={Boolean(errors.name)}
                  helperText={errors.name ?? ' '}
                />
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  value={values.email}
                  onChange={(event) => update('email', event.target.value)}
                  error={Boolean(errors.email)}
                  helperText={errors.email ?? ' '}
                />
                <Box>
                  <TextField
                    label="Password"
                    name="new-password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="new-password"
                    required
                    fullWidth
                    value={values.password}
                    onChange={(event) => update('password', event.target.value)}
                    error={Boolean(errors.password)}
                    helperText={
                      errors.password ??
                      'At least 8 characters. Mix letters, digits and symbols for a stronger password.'
                    }
                    slotProps={{
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <IconButton
                              aria-label={showPassword ? 'Hide password' : 'Show password'}
                              onClick={() => setShowPassword((shown) => !shown)}
                              edge="end"
                            >
                              {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                            </IconButton>
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                  {values.password ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                      <LinearProgress
                        aria-hidden
                        variant="determinate"
                        value={strength * 25}
                        color={strengthColors[strength]}
                        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
                      />
                      <Typography variant="body2" sx={{ minWidth: 120 }}>
                        Strength: {strengthLabels[strength]}
                      </Typography>
                    </Stack>
                  ) : null}
                </Box>
                <TextField
                  select
                  label="What will you write?"
                  name="audience"
                  fullWidth
                  value={values.audience}
                  onChange={(event) => update('audience', event.target.value)}
                  helperText="This only picks a starter template. You can change it later."
                >
                  {audiences.map((audience) => (
                    <MenuItem key={audience.value} value={audience.value}>
                      {audience.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <Stack sx={{ mt: 2 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      name="news"
                      checked={values.news}
                      onChange={(event) => update('news', event.target.checked)}
                    />
                  }
                  label="Send me tips for growing a newsletter (about once a month)"
                />
                <FormControl error={Boolean(errors.terms)} required>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name="terms"
                        checked={values.terms}
                        onChange={(event) => update('terms', event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-invalid': Boolean(errors.terms),
                            'aria-describedby': errors.terms ? 'terms-error' : undefined,
                          },
                        }}
                      />
                    }
                    label="I accept the terms of service"
                  />
                  {errors.terms ? (
                    <FormHelperText id="terms-error">{errors.terms}</FormHelperText>
                  ) : null}
                </FormControl>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setTermsOpen(true)}
                  sx={{ alignSelf: 'flex-start', ml: 4 }}
                >
                  Read the terms of service
                </Link>
              </Stack>
              <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
                Create account
              </Button>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            Already have an account?{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setNoticeOpen(true)}
              sx={{ verticalAlign: 'baseline' }}
            >
              Sign in
            </Link>
          </Typography>
        </Card>
      </Box>

      <Box component="footer" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          © Petalpost, a fictional service made up for this template.
        </Typography>
      </Box>

      <Dialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        aria-labelledby="terms-title"
        scroll="paper"
        maxWidth="sm"
      >
        <DialogTitle id="terms-title">Terms of service, in short</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            You own what you write. Petalpost only stores and sends it for you, and never sells your
            subscriber list.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Only email people who asked to hear from you. Every issue includes an unsubscribe link
            that we honour at once.
          </Typography>
          <Typography>
            You can close your account at any time and download your archive and subscribers first.
            Paid plans are billed monthly and never renew after you cancel.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTermsOpen(false)}>Close</Button>
          <Button
            variant="contained"
            onClick={() => {
              update('terms', true);
              setTermsOpen(false);
            }}
          >
            Accept the terms
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={noticeOpen}
        autoHideDuration={5000}
        onClose={() => setNoticeOpen(false)}
        message="Your app would open the sign-in page here."
      />
    </Box>
  );
}
