import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

// Ledgerleaf is a fictional bookkeeping app for freelancers and small studios.

type Billing = 'monthly' | 'yearly';

const plans = [
  {
    name: 'Solo',
    summary: 'For freelancers sending a handful of invoices a month.',
    monthly: 0,
    yearly: 0,
    features: ['1 user', '10 invoices a month', 'Expense tracking', 'Quarterly tax estimate'],
    action: 'Start for free',
    popular: false,
  },
  {
    name: 'Studio',
    summary: 'For small teams that bill clients and pay suppliers every week.',
    monthly: 18,
    yearly: 180,
    features: [
      'Up to 5 users',
      'Unlimited invoices',
      'Bank feeds from 2 accounts',
      'Automatic payment reminders',
      'Receipt capture by email',
    ],
    action: 'Choose Studio',
    popular: true,
  },
  {
    name: 'Practice',
    summary: 'For agencies with several entities, currencies and an accountant.',
    monthly: 42,
    yearly: 420,
    features: [
      'Unlimited users',
      'Everything in Studio',
      'Multi-currency ledgers',
      'Accountant access',
      'Priority support',
    ],
    action: 'Choose Practice',
    popular: false,
  },
];

type Cell = boolean | string;

const comparison: { feature: string; values: [Cell, Cell, Cell] }[] = [
  { feature: 'Users', values: ['1', 'Up to 5', 'Unlimited'] },
  { feature: 'Invoices per month', values: ['10', 'Unlimited', 'Unlimited'] },
  { feature: 'Bank feeds', values: [false, '2 accounts', 'Unlimited'] },
  { feature: 'Payment reminders', values: [false, true, true] },
  { feature: 'Receipt capture', values: [true, true, true] },
  { feature: 'Multi-currency', values: [false, false, true] },
  { feature: 'Accountant access', values: [false, false, true] },
  { feature: 'Support', values: ['Email', 'Email and chat', 'Priority, 4 h reply'] },
];

const faq = [
  {
    q: 'How does the yearly discount work?',
    a: 'Paying for a year costs the same as ten months. You can switch from monthly to yearly at any time, and we credit what is left of your current month.',
  },
  {
    q: 'Is there a free trial of the paid plans?',
    a: 'Yes: 30 days of Studio or Practice, no card needed. At the end, you choose a plan or move to Solo with your data kept.',
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'Cards and direct debit in the currencies we support. Practice customers can also pay yearly by bank transfer against an invoice.',
  },
  {
    q: 'Can I leave and take my data with me?',
    a: 'At any time. Export your ledgers, invoices and receipts as spreadsheets and PDFs from the settings page, on every plan.',
  },
];

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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

function ComparisonCell({ value }: { value: Cell }) {
  if (value === true) return <CheckIcon fontSize="small" color="success" titleAccess="Included" />;
  if (value === false) {
    return (
      <>
        <span aria-hidden>—</span>
        <Box component="span" sx={visuallyHidden}>
          Not included
        </Box>
      </>
    );
  }
  return <>{value}</>;
}

export default function TemplatePricing() {
  const [billing, setBilling] = React.useState<Billing>('monthly');
  const [chosen, setChosen] = React.useState('');
  const [snackbarOpen, setSnackbarOpen] = React.useState(false);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
        '& [id]': { scrollMarginTop: 72 },
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
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
              Ledgerleaf
            </Typography>
            <Box
              component="nav"
              aria-label="Pricing page"
              sx={{ display: { xs: 'none', sm: 'flex' } }}
            >
              <Button color="inherit" href="#plans">
                Plans
              </Button>
              <Button color="inherit" href="#compare">
                Compare
              </Button>
              <Button color="inherit" href="#questions">
                Questions
              </Button>
            </Box>
            <ColorModeToggle />
          </Toolbar>
        </Container>
      </AppBar>

      <Box component="main" sx={{ flexGrow: 1 }}>
        <Container maxWidth="md" sx={{ pt: { xs: 5, md: 8 }, pb: 4, textAlign: 'center' }}>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '2.25rem', md: '3.25rem' } }}
          >
            Pricing that stays out of your books
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, mb: 4 }}>
            Every plan includes unlimited clients, bank-grade encryption and exports of all your
            data. Prices in US dollars, excluding sales tax.
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={billing}
            onChange={(_, value: Billing | null) => {
              if (value) setBilling(value);
            }}
            aria-label="Billing period"
          >
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="yearly">Yearly · 2 months free</ToggleButton>
          </ToggleButtonGroup>
        </Container>

        <Container
          component="section"
          id="plans"
          aria-labelledby="plans-title"
          maxWidth="lg"
          sx={{ pb: { xs: 6, md: 10 } }}
        >
          <Typography id="plans-title" component="h2" sx={visuallyHidden}>
            Plans
          </Typography>
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            {plans.map((plan) => {
              const perMonth = billing === 'monthly' ? plan.monthly : plan.yearly / 12;
              return (
                <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
                  <Card
                    variant="outlined"
                    sx={{
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      borderColor: plan.popular ? 'primary.main' : 'divider',
                      borderWidth: plan.popular ? 2 : 1,
                    }}
                  >
                    <CardContent sx={{ flexGrow: 1 }}>
                      <Stack
                        direction="row"
                        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                      >
                        <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                          {plan.name}
                        </Typography>
                        {plan.popular ? (
                          <Chip label="Most popular" color="primary" size="small" />
                        ) : null}
                      </Stack>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                        {plan.summary}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                          ${Number.isInteger(perMonth) ? perMonth : perMonth.toFixed(2)}
                        </Typography>
                        <Typography color="text.secondary">
                          {plan.monthly === 0 ? 'forever' : 'per month'}
                        </Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
                        {plan.monthly === 0
                          ? 'No card needed'
                          : billing === 'yearly'
                            ? `Billed $${plan.yearly} once a year`
                            : 'Billed monthly, cancel any time'}
                      </Typography>
                      <Divider sx={{ my: 2 }} />
                      <List dense disablePadding>
                        {plan.features.map((feature) => (
                          <ListItem key={feature} disableGutters>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                              <CheckIcon fontSize="small" color="success" />
                            </ListItemIcon>
                            <ListItemText primary={feature} />
                          </ListItem>
                        ))}
                      </List>
                    </CardContent>
                    <CardActions sx={{ p: 2, pt: 0 }}>
                      <Button
                        fullWidth
                        size="large"
                        variant={plan.popular ? 'contained' : 'outlined'}
                        onClick={() => {
                          setChosen(`${plan.name}, billed ${billing}`);
                          setSnackbarOpen(true);
                        }}
                      >
                        {plan.action}
                      </Button>
                    </CardActions>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Container>

        <Container component="section" id="compare" maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
          <Typography
            id="compare-title"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            Compare the plans
          </Typography>
          <TableContainer
            role="region"
            aria-labelledby="compare-title"
            tabIndex={0}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
          >
            <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Feature
                  </TableCell>
                  {plans.map((plan) => (
                    <TableCell key={plan.name} component="th" scope="col" align="center">
                      {plan.name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {comparison.map((row) => (
                  <TableRow key={row.feature}>
                    <TableCell component="th" scope="row">
                      {row.feature}
                    </TableCell>
                    {row.values.map((value, index) => (
                      <TableCell key={plans[index].name} align="center">
                        <ComparisonCell value={value} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Container>

        <Container component="section" id="questions" maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
          <Typography
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            Billing questions
          </Typography>
          {faq.map((item, index) => (
            <Accordion key={item.q} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`pricing-faq-${index}-content`}
                id={`pricing-faq-${index}-header`}
              >
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {item.q}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`pricing-faq-${index}-content`}>
                <Typography color="text.secondary">{item.a}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
          <Typography sx={{ mt: 3 }}>
            Something else? <Link href="#plans">Start with the free plan</Link> and ask us from
            inside the app.
          </Typography>
        </Container>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            © Ledgerleaf Ltd, a fictional company made up for this template.
          </Typography>
        </Container>
      </Box>

      <Snackbar
        open={snackbarOpen}
        autoHideDuration={5000}
        onClose={() => setSnackbarOpen(false)}
        message={`Plan chosen: ${chosen}. Your app would continue to sign-up here.`}
      />
    </Box>
  );
}
