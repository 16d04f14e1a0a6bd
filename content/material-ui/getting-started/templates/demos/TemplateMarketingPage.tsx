import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LightModeIcon from '@mui/icons-material/LightMode';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SyncIcon from '@mui/icons-material/Sync';

// Fernway is a fictional product: a route planner for small field-service teams.

const sections = [
  { id: 'features', label: 'Features' },
  { id: 'customers', label: 'Customers' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

const features = [
  {
    icon: <LocalShippingIcon />,
    title: 'Routes in one click',
    text: 'Drop in the day’s jobs and Fernway orders the stops by distance, time windows and the skills each technician has.',
  },
  {
    icon: <ScheduleIcon />,
    title: 'Honest arrival times',
    text: 'Customers get a text with a two-hour window the night before, and a live update when the van is one stop away.',
  },
  {
    icon: <SyncIcon />,
    title: 'Changes without phone calls',
    text: 'When a job runs long, the rest of the route shifts on every phone at once. Nobody has to call the office.',
  },
  {
    icon: <SupportAgentIcon />,
    title: 'A person when you need one',
    text: 'Every plan includes chat support from people who have dispatched crews themselves, five days a week.',
  },
];

const stops = [
  { time: '08:10', place: 'Alder Street, boiler service', who: 'Maya' },
  { time: '09:25', place: 'Quarry Lane, leak inspection', who: 'Maya' },
  { time: '10:40', place: 'Harbour Court, annual check', who: 'Tomás' },
  { time: '12:15', place: 'Millbrook School, radiator fit', who: 'Tomás' },
];

const testimonials = [
  {
    initials: 'RO',
    color: '#6a1b9a',
    name: 'Rosa Okafor',
    role: 'Owner, Okafor Heating (6 vans)',
    quote:
      'We used to plan routes on a whiteboard at 7 a.m. Now the plan is ready the evening before, and our first job starts twenty minutes earlier.',
  },
  {
    initials: 'DL',
    color: '#00695c',
    name: 'Dev Lindqvist',
    role: 'Dispatcher, Northfold Pest Control',
    quote:
      'The live arrival texts cut our “where is the technician?” calls roughly in half in the first month.',
  },
  {
    initials: 'AP',
    color: '#ad1457',
    name: 'Amira Patel',
    role: 'Operations lead, Greenyard Gardens',
    quote:
      'Seasonal staff learn the app in a morning. That alone made the switch worth it for a team like ours.',
  },
];

const tiers = [
  {
    name: 'Solo',
    price: '$0',
    detail: 'One technician, forever free',
    perks: ['Up to 40 stops a week', 'Route optimisation', 'Email support'],
    action: 'Start for free',
    highlighted: false,
  },
  {
    name: 'Crew',
    price: '$19',
    detail: 'Per technician per month',
    perks: ['Unlimited stops', 'Customer arrival texts', 'Live route changes', 'Chat support'],
    action: 'Start a 14-day trial',
    highlighted: true,
  },
  {
    name: 'Fleet',
    price: '$34',
    detail: 'Per technician per month',
    perks: ['Everything in Crew', 'Skills-based assignment', 'Accounting exports', 'Named contact'],
    action: 'Talk to us',
    highlighted: false,
  },
];

const questions = [
  {
    q: 'Do my technicians need a new phone?',
    a: 'No. The Fernway app runs on any phone from the last five years, on Android and iOS, and works offline between stops.',
  },
  {
    q: 'Can I import jobs from my booking system?',
    a: 'Yes. Upload a spreadsheet, or connect the booking tool you already use through our open import format.',
  },
  {
    q: 'What happens at the end of the trial?',
    a: 'Nothing is charged automatically. You choose a plan, or your account moves to the free Solo plan with your data kept.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Plans are billed monthly and you can cancel from the settings page. You can export all your data first.',
  },
];

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

function Logo() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '8px',
          background: 'linear-gradient(135deg, #2e7d32 0%, #1565c0 100%)',
        }}
      />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: '-0.5px' }}>
        Fernway
      </Typography>
    </Stack>
  );
}

function EarlyAccessForm({ id }: { id: string }) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter your work email.');
      return;
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter an email address like name@company.com.');
      return;
    }
    setError('');
    setSentTo(email.trim());
    setEmail('');
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label="Work email"
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, minHeight: 40 }}
        >
          Try Fernway free
        </Button>
      </Stack>
      <Box role="status" sx={{ minHeight: 0 }}>
        {sentTo ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Thanks! We sent a sign-in link to {sentTo}.
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}

function RoutePreview() {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Tuesday route
        </Typography>
        <Chip label="4 stops · 38 km" size="small" />
      </Stack>
      <List dense disablePadding aria-label="Example route">
        {stops.map((stop, index) => (
          <ListItem key={stop.time} disableGutters divider={index < stops.length - 1}>
            <Typography
              variant="body2"
              sx={{ minWidth: 56, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
            >
              {stop.time}
            </Typography>
            <ListItemText primary={stop.place} secondary={`Technician: ${stop.who}`} />
          </ListItem>
        ))}
      </List>
      <Box
        aria-hidden
        sx={(theme) => ({
          mt: 2,
          height: 96,
          borderRadius: 2,
          backgroundColor: '#e8f5e9',
          backgroundImage:
            'radial-gradient(circle at 18% 30%, #2e7d32 0 6px, transparent 7px), radial-gradient(circle at 45% 70%, #2e7d32 0 6px, transparent 7px), radial-gradient(circle at 72% 35%, #1565c0 0 6px, transparent 7px), radial-gradient(circle at 88% 65%, #1565c0 0 6px, transparent 7px), linear-gradient(160deg, transparent 45%, rgba(46,125,50,0.25) 46% 50%, transparent 51%)',
          ...theme.applyStyles('dark', { backgroundColor: '#10301a' }),
        })}
      />
    </Paper>
  );
}

export default function TemplateMarketingPage() {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [newsletter, setNewsletter] = React.useState({ email: '', error: '', done: false });
  const footerEmailId = React.useId();
  const menuId = React.useId();

  const handleNewsletter = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newsletter.email.trim());
    setNewsletter((state) =>
      valid
        ? { email: '', error: '', done: true }
        : { ...state, error: 'Enter a valid email address.', done: false },
    );
  };

  return (
    <Box
      id="top"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        '& section[id]': { scrollMarginTop: 72 },
      }}
    >
      <AppBar
        position="sticky"
        elevation={0}
        color="inherit"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Logo />
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
            >
              {sections.map((section) => (
                <Button key={section.id} href={`#${section.id}`} color="inherit">
                  {section.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
            <ColorModeToggle />
            <Button
              href="#pricing"
              variant="contained"
              size="small"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              See plans
            </Button>
            <IconButton
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              sx={{ display: { md: 'none' } }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Toolbar>
        </Container>
        <Collapse in={menuOpen} id={menuId} sx={{ display: { md: 'none' } }}>
          <Box component="nav" aria-label="Main (mobile)" sx={{ px: 2, pb: 2 }}>
            <Stack>
              {sections.map((section) => (
                <Button
                  key={section.id}
                  href={`#${section.id}`}
                  color="inherit"
                  onClick={() => setMenuOpen(false)}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {section.label}
                </Button>
              ))}
            </Stack>
          </Box>
        </Collapse>
      </AppBar>

      <Box component="main">
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={(theme) => ({
            backgroundImage:
              'radial-gradient(ellipse 90% 60% at 50% -10%, hsl(140, 60%, 90%), transparent)',
            ...theme.applyStyles('dark', {
              backgroundImage:
                'radial-gradient(ellipse 90% 60% at 50% -10%, hsl(140, 60%, 14%), transparent)',
            }),
          })}
        >
          <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
            <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Chip label="New: arrival texts in 12 languages" size="small" sx={{ mb: 2 }} />
                <Typography
                  id="hero-title"
                  variant="h1"
                  sx={{
                    fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' },
                    fontWeight: 700,
                    letterSpacing: '-1px',
                    mb: 2,
                  }}
                >
                  Plan every visit before the van leaves the yard
                </Typography>
                <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
                  Fernway turns a list of jobs into a route for each technician, keeps customers
                  informed, and adjusts the day when plans change.
                </Typography>
                <EarlyAccessForm id="hero-email" />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Free for one technician. No card needed.
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <RoutePreview />
              </Grid>
            </Grid>
          </Container>
        </Box>

        <Container maxWidth="lg">
          <Grid
            container
            spacing={2}
            sx={{ py: 4, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {[
              ['38 min', 'saved per technician per day'],
              ['1,200+', 'crews planning with Fernway'],
              ['4.8 / 5', 'average rating from dispatchers'],
            ].map(([value, label]) => (
              <Grid key={label} size={{ xs: 12, sm: 4 }} sx={{ textAlign: 'center' }}>
                <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                  {value}
                </Typography>
                <Typography color="text.secondary">{label}</Typography>
              </Grid>
            ))}
          </Grid>
        </Container>

        <Container component="section" id="features" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
          >
            Built for the way field teams work
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
            No training days, no consultants. Fernway handles the planning so your office can handle
            the customers.
          </Typography>
          <Grid container spacing={3}>
            {features.map((feature) => (
              <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>
                      {feature.icon}
                    </Avatar>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {feature.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {feature.text}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>

        <Box
          component="section"
          id="customers"
          sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 10 } }}
        >
          <Container maxWidth="lg">
            <Typography
              variant="h4"
              component="h2"
              sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 4 }}
            >
              What crews say
            </Typography>
            <Grid container spacing={3}>
              {testimonials.map((item) => (
                <Grid key={item.name} size={{ xs: 12, md: 4 }}>
                  <Card component="figure" sx={{ m: 0, height: '100%' }}>
                    <CardContent>
                      <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                        “{item.quote}”
                      </Typography>
                      <Stack
                        component="figcaption"
                        direction="row"
                        spacing={1.5}
                        sx={{ alignItems: 'center' }}
                      >
                        <Avatar aria-hidden sx={{ bgcolor: item.color, color: '#fff' }}>
                          {item.initials}
                        </Avatar>
                        <div>
                          <Typography variant="subtitle2">{item.name}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {item.role}
                          </Typography>
                        </div>
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>

        <Container component="section" id="pricing" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography
            variant="h4"
            component="h2"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1.75rem', md: '2.125rem' },
              mb: 1,
              textAlign: 'center',
            }}
          >
            Simple plans that grow with your crew
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 5, textAlign: 'center' }}>
            Prices in US dollars, billed monthly. Switch or cancel whenever you like.
          </Typography>
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            {tiers.map((tier) => (
              <Grid key={tier.name} size={{ xs: 12, md: 4 }}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderColor: tier.highlighted ? 'primary.main' : 'divider',
                    borderWidth: tier.highlighted ? 2 : 1,
                  }}
                >
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                      <Typography variant="h6" component="h3">
                        {tier.name}
                      </Typography>
                      {tier.highlighted ? (
                        <Chip label="Most chosen" color="primary" size="small" />
                      ) : null}
                    </Stack>
                    <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                      {tier.price}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {tier.detail}
                    </Typography>
                    <Divider sx={{ mb: 1 }} />
                    <List dense disablePadding>
                      {tier.perks.map((perk) => (
                        <ListItem key={perk} disableGutters>
                          <ListItemIcon sx={{ minWidth: 32 }}>
                            <CheckIcon fontSize="small" color="success" />
                          </ListItemIcon>
                          <ListItemText primary={perk} />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                  <CardActions sx={{ p: 2, pt: 0 }}>
                    <Button
                      fullWidth
                      href="#hero-email"
                      variant={tier.highlighted ? 'contained' : 'outlined'}
                      aria-label={`${tier.action} (${tier.name} plan)`}
                    >
                      {tier.action}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>

        <Container component="section" id="faq" maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
          <Typography
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 3 }}
          >
            Questions we hear often
          </Typography>
          {questions.map((item, index) => (
            <Accordion key={item.q} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`faq-${index}-content`}
                id={`faq-${index}-header`}
              >
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {item.q}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${index}-content`}>
                <Typography color="text.secondary">{item.a}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Container>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 6 }}>
        <Container maxWidth="lg">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Logo />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                One short email a month with new features and planning tips. No spam.
              </Typography>
              <Box component="form" noValidate onSubmit={handleNewsletter}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    id={footerEmailId}
                    label="Email for the newsletter"
                    type="email"
                    autoComplete="email"
                    size="small"
                    fullWidth
                    value={newsletter.email}
                    onChange={(event) =>
                      setNewsletter({ email: event.target.value, error: '', done: false })
                    }
                    error={Boolean(newsletter.error)}
                    helperText={
                      newsletter.error || (newsletter.done ? 'You are subscribed. Thank you!' : ' ')
                    }
                  />
                  <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
                    Subscribe
                  </Button>
                </Stack>
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Box component="nav" aria-label="Footer">
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
                  {sections.map((section) => (
                    <Link
                      key={section.id}
                      href={`#${section.id}`}
                      color="text.primary"
                      variant="body2"
                    >
                      {section.label}
                    </Link>
                  ))}
                  <Link href="#top" color="text.primary" variant="body2">
                    Back to top
                  </Link>
                </Stack>
              </Box>
            </Grid>
          </Grid>
          <Divider sx={{ my: 3 }} />
          <Typography variant="body2" color="text.secondary">
            © Fernway Software, a fictional company made up for this template.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
