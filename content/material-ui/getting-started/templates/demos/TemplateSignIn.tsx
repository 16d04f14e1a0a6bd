import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import KeyIcon from '@mui/icons-material/Key';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

// Quillhaven is a fictional note-taking app for research teams.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(value: string) {
  if (!value.trim()) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter an email address like name@example.com.';
  return '';
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

function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sent, setSent] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) setSent(true);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reset-title"
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            setEmail('');
            setError('');
            setSent(false);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="reset-title">Reset your password</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success" role="status">
              If an account exists for {email.trim()}, a reset link is on its way. It works for 30
              minutes.
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Enter the email you sign in with. We will send you a link to choose a new password.
              </DialogContentText>
              <TextField
                autoFocus
                label="Email"
                type="email"
                name="reset-email"
                autoComplete="email"
                fullWidth
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(error)}
                helperText={error || ' '}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sent ? (
            <Button variant="contained" onClick={onClose}>
              Back to sign in
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained">
                Send reset link
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default function TemplateSignIn() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(true);
  const [showPassword, setShowPassword] = React.useState(false);
  const [errors, setErrors] = React.useState({ email: '', password: '' });
  const [signedIn, setSignedIn] = React.useState(false);
  const [resetOpen, setResetOpen] = React.useState(false);
  const [notice, setNotice] = React.useState('');
  const [noticeOpen, setNoticeOpen] = React.useState(false);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const say = (message: string) => {
    setNotice(message);
    setNoticeOpen(true);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: checkEmail(email),
      password: !password
        ? 'Enter your password.'
        : password.length < 8
          ? 'Passwords are at least 8 characters long.'
          : '',
    };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else setSignedIn(true);
  };

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: 'text.primary',
        bgcolor: 'background.default',
        backgroundImage: 'radial-gradient(ellipse at 50% 0%, hsl(210, 100%, 95%), transparent 60%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(ellipse at 50% 0%, hsl(210, 60%, 14%), transparent 60%)',
        }),
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          Quillhaven
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
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Pick up your notes where you left them.
          </Typography>

          {signedIn ? (
            <Stack spacing={2} role="status">
              <Alert severity="success">
                Signed in as {email.trim()}.{' '}
                {remember
                  ? 'You will stay signed in on this device for 30 days.'
                  : 'You will be signed out when you close the browser.'}
              </Alert>
              <Button
                variant="outlined"
                onClick={() => {
                  setSignedIn(false);
                  setPassword('');
                }}
              >
                Sign out
              </Button>
            </Stack>
          ) : (
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <Stack spacing={1}>
                <TextField
                  inputRef={emailRef}
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
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
              </Stack>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      name="remember"
                      checked={remember}
                      onChange={(event) => setRemember(event.target.checked)}
                    />
                  }
                  label="Remember me"
                />
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setResetOpen(true)}
                >
                  Forgot your password?
                </Link>
              </Stack>
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
                startIcon={<KeyIcon />}
                onClick={() =>
                  say(
                    'Single sign-on is set up by your workspace admin. Your app would redirect here.',
                  )
                }
              >
                Use single sign-on
              </Button>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            New to Quillhaven?{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => say('Your app would open the sign-up page here.')}
              sx={{ verticalAlign: 'baseline' }}
            >
              Create an account
            </Link>
          </Typography>
        </Card>
      </Box>

      <Box component="footer" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          © Quillhaven, a fictional app made up for this template.
        </Typography>
      </Box>

      <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
      <Snackbar
        open={noticeOpen}
        autoHideDuration={5000}
        onClose={() => setNoticeOpen(false)}
        message={notice}
      />
    </Box>
  );
}
