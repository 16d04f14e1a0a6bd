import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import BarChartIcon from '@mui/icons-material/BarChart';
import CircleIcon from '@mui/icons-material/Circle';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SearchIcon from '@mui/icons-material/Search';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

// Brightloom is a fictional online shop selling candles and home fragrance.

const DRAWER_WIDTH = 248;

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

const navItems = [
  { id: 'overview', label: 'Overview', icon: <DashboardIcon /> },
  { id: 'revenue', label: 'Revenue', icon: <ShowChartIcon /> },
  { id: 'channels', label: 'Sales channels', icon: <BarChartIcon /> },
  { id: 'orders', label: 'Recent orders', icon: <ReceiptIcon /> },
];

// April 2026, one value per day. Computed, not random, so every render draws the same chart.
const days = Array.from({ length: 30 }, (_, index) => `Apr ${index + 1}`);
const dailyRevenue = days.map((_, index) =>
  Math.round(4200 + 700 * Math.sin(index / 2.6) + 38 * index + (index % 7 === 5 ? 600 : 0)),
);
const aprilRevenue = dailyRevenue.reduce((sum, value) => sum + value, 0);

const kpis = [
  {
    label: 'Revenue',
    value: `$${aprilRevenue.toLocaleString('en-US')}`,
    change: 12.4,
    note: 'vs. March',
  },
  { label: 'Orders', value: '2,381', change: 8.1, note: 'vs. March' },
  { label: 'Average order', value: '$62.55', change: 3.9, note: 'vs. March' },
  { label: 'Refund rate', value: '1.8%', change: -0.6, note: 'points vs. March' },
];

const months = ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'];
const channels = [
  { label: 'Online store', data: [1210, 1980, 1020, 1105, 1290, 1402] },
  { label: 'Marketplace', data: [520, 760, 470, 488, 560, 611] },
  { label: 'Pop-up stalls', data: [260, 410, 120, 150, 280, 368] },
];

type Status = 'Paid' | 'Shipped' | 'Pending' | 'Refunded';

interface Order {
  id: string;
  customer: string;
  date: string;
  items: number;
  total: number;
  status: Status;
}

const orders: Order[] = [
  {
    id: 'BL-5120',
    customer: 'Hana Kowalczyk',
    date: '2026-04-30',
    items: 3,
    total: 84.5,
    status: 'Pending',
  },
  {
    id: 'BL-5119',
    customer: 'Jonah Abara',
    date: '2026-04-30',
    items: 1,
    total: 24,
    status: 'Paid',
  },
  {
    id: 'BL-5118',
    customer: 'Lucía Ferreira',
    date: '2026-04-29',
    items: 5,
    total: 131.75,
    status: 'Paid',
  },
  {
    id: 'BL-5117',
    customer: 'Wen Zhao',
    date: '2026-04-29',
    items: 2,
    total: 48,
    status: 'Shipped',
  },
  {
    id: 'BL-5116',
    customer: 'Kofi Mensah',
    date: '2026-04-28',
    items: 4,
    total: 96.2,
    status: 'Shipped',
  },
  {
    id: 'BL-5115',
    customer: 'Elif Demir',
    date: '2026-04-28',
    items: 1,
    total: 31.5,
    status: 'Refunded',
  },
  {
    id: 'BL-5114',
    customer: 'Sam Whitaker',
    date: '2026-04-27',
    items: 2,
    total: 55,
    status: 'Shipped',
  },
  {
    id: 'BL-5113',
    customer: 'Priya Raman',
    date: '2026-04-27',
    items: 6,
    total: 172.4,
    status: 'Shipped',
  },
  {
    id: 'BL-5112',
    customer: 'Marta Nowak',
    date: '2026-04-26',
    items: 1,
    total: 19.9,
    status: 'Shipped',
  },
  {
    id: 'BL-5111',
    customer: 'Oskar Lund',
    date: '2026-04-26',
    items: 3,
    total: 77.3,
    status: 'Refunded',
  },
  {
    id: 'BL-5110',
    customer: 'Ama Boateng',
    date: '2026-04-25',
    items: 2,
    total: 62,
    status: 'Shipped',
  },
  {
    id: 'BL-5109',
    customer: 'Tomás Ortega',
    date: '2026-04-25',
    items: 4,
    total: 108.6,
    status: 'Shipped',
  },
];

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** "2026-04-30" → "30 Apr 2026", the same on the server and in every browser. */
function formatDate(iso: string) {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${year}`;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const statusColor: Record<Status, string> = {
  Paid: 'success.main',
  Shipped: 'primary.main',
  Pending: 'text.secondary',
  Refunded: 'error.main',
};

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'date',
    headerName: 'Date',
    width: 120,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value}
        icon={<CircleIcon />}
        sx={{ '& .MuiChip-icon': { fontSize: 10, color: statusColor[params.value as Status] } }}
      />
    ),
  },
];

const notifications = [
  'Order BL-5120 is waiting for payment',
  'The “Cedar & Smoke” candle is low on stock (12 left)',
  'April sales report is ready',
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

function KpiCard({ label, value, change, note }: (typeof kpis)[number]) {
  // For the refund rate, going down is the good direction.
  const good = label === 'Refund rate' ? change < 0 : change > 0;
  const Icon = change > 0 ? TrendingUpIcon : TrendingDownIcon;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography
          component="p"
          variant="h4"
          sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
        >
          {value}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={(theme) => ({
            alignItems: 'center',
            flexWrap: 'wrap',
            color: good ? 'success.main' : 'error.main',
            ...theme.applyStyles('dark', { color: good ? 'success.light' : 'error.light' }),
          })}
        >
          <Icon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {change > 0 ? '+' : '−'}
            {Math.abs(change)}
            {label === 'Refund rate' ? '' : '%'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function TemplateDashboard() {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('overview');
  const [period, setPeriod] = React.useState<'7' | '30'>('30');
  const [search, setSearch] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [notificationsAnchor, setNotificationsAnchor] = React.useState<HTMLElement | null>(null);

  const shownDays = period === '7' ? days.slice(-7) : days;
  const shownRevenue = period === '7' ? dailyRevenue.slice(-7) : dailyRevenue;
  const periodTotal = shownRevenue.reduce((sum, value) => sum + value, 0);

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            background: 'radial-gradient(circle at 35% 35%, #ffd54f, #f57c00 60%, #6d4c41)',
          }}
        />
        <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
          Brightloom
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Dashboard" sx={{ flexGrow: 1 }}>
        <List>
          {navItems.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                component="a"
                href={`#${item.id}`}
                selected={selected === item.id}
                aria-current={selected === item.id ? 'location' : undefined}
                onClick={() => {
                  setSelected(item.id);
                  setMobileOpen(false);
                }}
                sx={{ mx: 1, borderRadius: 1 }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>NV</Avatar>
        <div>
          <Typography variant="subtitle2">Noor Vance</Typography>
          <Typography variant="body2" color="text.secondary">
            Shop owner
          </Typography>
        </div>
      </Stack>
    </Box>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' } }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        {drawerContent}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{
          paper: {
            sx: { width: DRAWER_WIDTH, position: 'sticky', top: 0, height: '100vh' },
          },
        }}
      >
        {drawerContent}
      </Drawer>

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          elevation={0}
          color="inherit"
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              aria-label="Open navigation"
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
              April 2026 · all channels
            </Typography>
            <IconButton
              aria-label={`Notifications, ${notifications.length} new`}
              aria-haspopup="true"
              aria-controls={notificationsAnchor ? 'notifications-menu' : undefined}
              aria-expanded={notificationsAnchor ? 'true' : undefined}
              onClick={(event) => setNotificationsAnchor(event.currentTarget)}
            >
              <Badge badgeContent={notifications.length} color="error">
                <NotificationsIcon />
              </Badge>
            </IconButton>
            <ColorModeToggle />
          </Toolbar>
        </AppBar>
        <Menu
          id="notifications-menu"
          anchorEl={notificationsAnchor}
          open={Boolean(notificationsAnchor)}
          onClose={() => setNotificationsAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {notifications.map((text) => (
            <MenuItem
              key={text}
              onClick={() => setNotificationsAnchor(null)}
              sx={{ whiteSpace: 'normal', maxWidth: 320 }}
            >
              {text}
            </MenuItem>
          ))}
        </Menu>

        <Box
          component="main"
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, '& [id]': { scrollMarginTop: 80 } }}
        >
          <Box id="overview" sx={{ mb: 3 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              Store overview
            </Typography>
            <Typography color="text.secondary">
              How the shop did in April, and what needs your attention today.
            </Typography>
          </Box>

          <Box component="section" aria-labelledby="kpi-title" sx={{ mb: 3 }}>
            <Typography id="kpi-title" component="h2" sx={visuallyHidden}>
              Key figures for April
            </Typography>
            <Grid container spacing={2}>
              {kpis.map((kpi) => (
                <Grid key={kpi.label} size={{ xs: 6, lg: 3 }}>
                  <KpiCard {...kpi} />
                </Grid>
              ))}
            </Grid>
          </Box>

          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <Card variant="outlined" component="section" id="revenue" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                  >
                    <div>
                      <Typography id="revenue-title" variant="h6" component="h2">
                        Revenue per day
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {currency.format(periodTotal)} over the last {period} days of April
                      </Typography>
                    </div>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={period}
                      onChange={(_, value: '7' | '30' | null) => {
                        if (value) setPeriod(value);
                      }}
                      aria-label="Period"
                    >
                      <ToggleButton value="7">7 days</ToggleButton>
                      <ToggleButton value="30">30 days</ToggleButton>
                    </ToggleButtonGroup>
                  </Stack>
                  <LineChart
                    aria-labelledby="revenue-title"
                    height={280}
                    xAxis={[{ scaleType: 'point', data: shownDays }]}
                    yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k`, width: 48 }]}
                    series={[
                      {
                        data: shownRevenue,
                        label: 'Revenue',
                        area: true,
                        showMark: period === '7',
                        valueFormatter: (value) => (value === null ? '' : currency.format(value)),
                      },
                    ]}
                    grid={{ horizontal: true }}
                    hideLegend
                  />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Card variant="outlined" component="section" id="channels" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography id="channels-title" variant="h6" component="h2">
                    Orders by sales channel
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Last six months, stacked by channel
                  </Typography>
                  <BarChart
                    aria-labelledby="channels-title"
                    height={300}
                    xAxis={[{ scaleType: 'band', data: months }]}
                    yAxis={[{ width: 48 }]}
                    series={channels.map((channel) => ({
                      ...channel,
                      stack: 'orders',
                    }))}
                    grid={{ horizontal: true }}
                  />
                </CardContent>
              </Card>
            </Grid>
          </Grid>

          <Card variant="outlined" component="section" id="orders">
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
              >
                <Typography id="orders-title" variant="h6" component="h2">
                  Recent orders
                </Typography>
                <TextField
                  label="Search orders"
                  type="search"
                  size="small"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setFilterModel((model) => ({
                      ...model,
                      quickFilterValues: event.target.value.split(/\s+/).filter(Boolean),
                    }));
                  }}
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <SearchIcon fontSize="small" />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              </Stack>
              <Box sx={{ width: '100%' }}>
                <DataGrid
                  autoHeight
                  aria-labelledby="orders-title"
                  rows={orders}
                  columns={columns}
                  filterModel={filterModel}
                  onFilterModelChange={setFilterModel}
                  initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
                  pageSizeOptions={[5, 10, 25]}
                  disableRowSelectionOnClick
                />
              </Box>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
