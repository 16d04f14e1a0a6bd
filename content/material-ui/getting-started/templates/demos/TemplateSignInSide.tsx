import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import InsightsIcon from '@mui/icons-material/Insights';
import LightModeIcon from '@mui/icons-material/LightMode';
import MailIcon from '@mui/icons-material/Mail';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import SpeedIcon from '@mui/icons-material/Speed';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

// Tidemark is a fictional app that forecasts stock levels for small warehouses.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const highlights = [
  {
    icon: <InsightsIcon />,
    title: 'Forecasts you can read',
    text: 'Each reorder suggestion shows the sales and lead times behind it.',
  },
  {
    icon: <SpeedIcon />,
    title: 'Counts in minutes',
    text: 'Scan shelves with any phone camera; totals update for the whole team.',
  },
  {
    icon: <SecurityIcon />,
    title: 'Your data stays yours',
    text: 'Encrypted at rest, exported whenever you like, never sold.',
  },
];

function checkEmail(value: string) {
  if (!value.trim()) return 'Enter your work email.';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter an email address like name@company.com.';
  return '';
}

function ColorModeToggle({ onDark = false }: { onDark?: boolean }) {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const sx = onDark ? { color: '#fff' } : undefined;
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
    <IconButton aria-label={`Switch to ${next} mode`} onClick={() => setMode(next)} sx={sx}>
      {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

function Brand() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: '50%',
          border: '3px solid #fff',
          background: 'linear-gradient(180deg, transparent 50%, rgba(255,255,255,0.85) 50%)',
        }}
      />
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: '#fff' }}>
        Tidemark
      </Typography>
    </Stack>
  );
}

export default function TemplateSignInSide() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(false);
  const [showPassword, setShowPassword] = React.useState(false);
  const [errors, setErrors] = React.useState({ email: '', password: '' });
  const [result, setResult] = React.useState<'' | 'signed-in' | 'link-sent'>('');
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: checkEmail(email),
      password: password ? '' : 'Enter your password, or use the email link below.',
    };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else setResult('signed-in');
  };

  // The passwordless option only needs a valid email.
  const sendLink = () => {
    const problem = checkEmail(email);
    setErrors({ email: problem, password: '' });
    if (problem) emailRef.current?.focus();
    else setResult('link-sent');
  };

  return (
    <Grid
      container
      sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
    >
      <Grid
        component="header"
        size={{ xs: 12, md: 6, lg: 7 }}
        sx={{
          color: '#fff',
          backgroundColor: '#0b3d5c',
          backgroundImage:
            'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.16), transparent 35%), linear-gradient(150deg, #0b3d5c 0%, #134e6f 40%, #1d3b6e 75%, #2a2559 100%)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { xs: 3, md: 6 },
          gap: 4,
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Brand />
          <Box sx={{ display: { md: 'none' } }}>
            <ColorModeToggle onDark />
          </Box>
        </Stack>
        <Box sx={{ maxWidth: 520 }}>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.5rem', md: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
          >
            Know what to reorder before the shelf is empty.
          </Typography>
          <Stack spacing={3} sx={{ mt: 4, display: { xs: 'none', md: 'flex' } }}>
            {highlights.map((item) => (
              <Stack key={item.title} direction="row" spacing={2}>
                <Box aria-hidden sx={{ mt: 0.25 }}>
                  {item.icon}
                </Box>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                  <Typography sx={{ color: 'rgba(255,255,255,0.85)' }}>{item.text}</Typography>
                </div>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography
          variant="body2"
          sx={{ color: 'rgba(255,255,255,0.85)', display: { xs: 'none', md: 'block' } }}
        >
          Used by 900 warehouses, from bike shops to seed banks.
        </Typography>
      </Grid>

      <Grid
        size={{ xs: 12, md: 6, lg: 5 }}
        sx={{ display: 'flex', flexDirection: 'column', p: { xs: 3, sm: 6 } }}
      >
        <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'flex-end' }}>
          <ColorModeToggle />
        </Box>
        <Box component="main" sx={{ my: 'auto', mx: 'auto', width: '100%', maxWidth: 420, py: 4 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Welcome back
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sign in to see today’s stock alerts.
          </Typography>

          {result ? (
            <Stack spacing={2} role="status">
              <Alert severity="success">
                {result === 'signed-in'
                  ? `Signed in as ${email.trim()}.`
                  : `We emailed a sign-in link to ${email.trim()}. It works once, for 15 minutes.`}
              </Alert>
              <Button variant="outlined" onClick={() => setResult('')}>
                {result === 'signed-in' ? 'Sign out' : 'Use a password instead'}
              </Button>
            </Stack>
          ) : (
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <TextField
                inputRef={emailRef}
                label="Work email"
                name="email"
                type="email"
                autoComplete="username"
                required
                fullWidth
                margin="dense"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(errors.email)}
                helperText={errors.email || ' '}
              />
              <TextField
                inputRef={passwordRef}
                label="Password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                fullWidth
                margin="dense"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(errors.password)}
                helperText={errors.password || ' '}
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
              <FormControlLabel
                control={
                  <Checkbox
                    name="remember"
                    checked={remember}
                    onChange={(event) => setRemember(event.target.checked)}
                  />
                }
                label="Keep me signed in on this device"
              />
              <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
                Sign in
              </Button>
              <Divider sx={{ my: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  or
                </Typography>
              </Divider>
              <Button
                variant="outlined"
                size="large"
                fullWidth
                startIcon={<MailIcon />}
                onClick={sendLink}
              >
                Email me a sign-in link
              </Button>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
            Trouble signing in? Your workspace admin can reset your access, or write to{' '}
            <Link href="mailto:help@tidemark.example">help@tidemark.example</Link>.
          </Typography>
        </Box>
        <Box component="footer">
          <Typography variant="body2" color="text.secondary">
            © Tidemark, a fictional company made up for this template.
          </Typography>
        </Box>
      </Grid>
    </Grid>
  );
}
