import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SearchIcon from '@mui/icons-material/Search';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

// Understory is a fictional outdoor-gear cooperative; this is its journal.

type Category = 'Trails' | 'Gear care' | 'Community' | 'Co-op news';

interface Post {
  id: string;
  title: string;
  category: Category;
  author: string;
  date: string;
  minutes: number;
  excerpt: string;
  body: string[];
  colors: [string, string];
}

const categories: Category[] = ['Trails', 'Gear care', 'Community', 'Co-op news'];

const posts: Post[] = [
  {
    id: 'winter-wax',
    title: 'Re-waxing a cotton jacket at the kitchen table',
    category: 'Gear care',
    author: 'Ines Albrecht',
    date: '2026-04-14',
    minutes: 6,
    excerpt:
      'An evening, a hair dryer and a tin of wax are enough to make an old jacket shed rain again.',
    body: [
      'Waxed cotton loses its proofing slowly: first the elbows, then the shoulders where a pack strap rubs. Once water darkens the fabric instead of beading, it is time.',
      'Warm the tin in a bowl of hot water until the wax turns soft, then work it in with a lint-free cloth, one panel at a time. A hair dryer on low helps it sink into the seams.',
      'Hang the jacket somewhere warm overnight. The next morning, buff off any tacky patches and it is ready for another season.',
    ],
    colors: ['#8d6e63', '#3e2723'],
  },
  {
    id: 'ridge-loop',
    title: 'The Heron Ridge loop, in every season',
    category: 'Trails',
    author: 'Malik Osei',
    date: '2026-04-02',
    minutes: 9,
    excerpt:
      'Eleven kilometres, one steep climb and four very different walks depending on the month.',
    body: [
      'In spring the lower meadow floods and the boardwalk is the only dry route. Go clockwise so the climb comes while your legs are fresh.',
      'Summer brings shade under the beeches but crowds at the viewpoint: start before eight and you will have it to yourself.',
      'Autumn is the loop at its best. In winter, the north face holds ice long after the valley thaws, so carry microspikes until April.',
    ],
    colors: ['#2e7d32', '#004d40'],
  },
  {
    id: 'repair-cafe',
    title: 'What 140 people brought to our first repair café',
    category: 'Community',
    author: 'Sofia Marchetti',
    date: '2026-03-21',
    minutes: 5,
    excerpt:
      'Zips, mostly. Then tent poles, sleeping-mat valves and one very loved pair of boots from 1994.',
    body: [
      'We expected thirty visitors. By noon the queue reached the car park and two volunteers were replacing zip sliders without a break.',
      'Of the 163 items that came in, 121 left working. Most repairs took less than twenty minutes and cost nothing but a spare part.',
      'The next café is planned for June, with a table for bike repairs. If you can sew or patch, we would love your help.',
    ],
    colors: ['#ef6c00', '#6a1b9a'],
  },
  {
    id: 'member-vote',
    title: 'Members voted: the Riverside shop stays open on Sundays',
    category: 'Co-op news',
    author: 'Understory board',
    date: '2026-03-09',
    minutes: 3,
    excerpt: 'Turnout was the highest in the co-op’s history, and the result was clear.',
    body: [
      'Of 2,914 ballots, 71% supported keeping the Riverside shop open on Sundays through the summer.',
      'Staff will work Sundays on a voluntary rota, with the hours counted at the weekend rate agreed last year.',
      'The board will review the arrangement in October with the shop team and report back at the autumn meeting.',
    ],
    colors: ['#1565c0', '#0d47a1'],
  },
  {
    id: 'first-overnight',
    title: 'A first overnight, planned in one evening',
    category: 'Trails',
    author: 'Malik Osei',
    date: '2026-02-26',
    minutes: 7,
    excerpt:
      'Pick a site you could walk out of in an hour, pack less food than you think and more socks.',
    body: [
      'A first night out is about learning your kit, not covering distance. Choose a site close to the road so bailing out is easy.',
      'Test the stove and pitch the tent in the garden first. Most first-night problems are discovered in the dark, and they need not be.',
      'Sleep warm: a good mat matters more than a thick bag. Keep tomorrow’s socks in the bag with you.',
    ],
    colors: ['#00695c', '#1a237e'],
  },
  {
    id: 'down-wash',
    title: 'Washing a down sleeping bag without ruining it',
    category: 'Gear care',
    author: 'Ines Albrecht',
    date: '2026-02-11',
    minutes: 8,
    excerpt: 'Front loader, down wash, three tennis balls and a great deal of patience.',
    body: [
      'Never use a top-loading machine with a central agitator: it can tear the baffles. A large front loader on a gentle cycle is safest.',
      'Use a soap made for down and rinse twice. The bag will come out heavy and flat; that is normal.',
      'Tumble dry on low with clean tennis balls for several hours, checking for clumps. It is dry when the loft comes back evenly.',
    ],
    colors: ['#5d4037', '#455a64'],
  },
  {
    id: 'trail-crew',
    title: 'Saturday with the trail crew',
    category: 'Community',
    author: 'Sofia Marchetti',
    date: '2026-01-30',
    minutes: 4,
    excerpt: 'Twelve volunteers, two wheelbarrows and forty metres of path that no longer floods.',
    body: [
      'The path below the old quarry had turned into a stream every winter. The crew dug drainage ditches and laid stone steps in a single day.',
      'No experience was needed: the park rangers brought the tools and showed everyone how to use them safely.',
      'Crew days run on the last Saturday of each month. Bring gloves, lunch and boots you do not mind getting muddy.',
    ],
    colors: ['#558b2f', '#33691e'],
  },
  {
    id: 'secondhand',
    title: 'Our second-hand rail turns one',
    category: 'Co-op news',
    author: 'Understory board',
    date: '2026-01-12',
    minutes: 3,
    excerpt: 'A year of trading in used gear: 3,400 items found a second owner.',
    body: [
      'Members bring gear they no longer use, we check it and sell it on, and the member receives store credit.',
      'Jackets were the biggest category, followed by rucksacks and children’s boots, which rarely wear out before they are outgrown.',
      'This year we are adding a rental shelf for tents and stoves, for members who want to try before they buy.',
    ],
    colors: ['#ad1457', '#4a148c'],
  },
  {
    id: 'map-reading',
    title: 'Reading contour lines before you need to',
    category: 'Trails',
    author: 'Malik Osei',
    date: '2025-12-18',
    minutes: 10,
    excerpt:
      'A phone battery dies; a paper map does not. Ten minutes of practice at home goes far.',
    body: [
      'Contour lines close together mean steep ground, far apart mean gentle. V shapes pointing uphill are valleys; pointing downhill, they are spurs.',
      'Before a walk, trace the route with a finger and say out loud what you expect to see: a climb here, a stream there.',
      'On the hill, check the map at every junction, not only when you feel lost. It is much easier to stay found than to get found.',
    ],
    colors: ['#37474f', '#00838f'],
  },
];

const PAGE_SIZE = 4;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-04-14" → "14 April 2026", the same on the server and in every browser. */
function formatDate(iso: string) {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${year}`;
}

// Dark enough for white initials in light and dark mode.
const avatarColors = ['#1565c0', '#6a1b9a', '#2e7d32', '#ad1457', '#4e342e'];

function avatarColor(name: string) {
  let sum = 0;
  for (const char of name) sum += char.charCodeAt(0);
  return avatarColors[sum % avatarColors.length];
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
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

function Cover({ colors, height }: { colors: [string, string]; height: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        background: `radial-gradient(circle at 80% 20%, rgba(255,255,255,0.35), transparent 40%), linear-gradient(135deg, ${colors[0]}, ${colors[1]})`,
      }}
    />
  );
}

function Byline({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          fontSize: 12,
          bgcolor: avatarColor(post.author),
          color: '#fff',
        }}
      >
        {initials(post.author)}
      </Avatar>
      <Typography variant="body2" color="text.secondary">
        {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes}{' '}
        min read
      </Typography>
    </Stack>
  );
}

function PostTitle({
  post,
  onOpen,
  variant,
}: {
  post: Post;
  onOpen: () => void;
  variant: 'h4' | 'h6';
}) {
  return (
    <Typography
      variant={variant}
      component={variant === 'h4' ? 'h2' : 'h3'}
      sx={{ fontWeight: 700, my: 1 }}
    >
      <Link
        component="button"
        type="button"
        color="inherit"
        underline="hover"
        onClick={onOpen}
        sx={{ font: 'inherit', textAlign: 'start', verticalAlign: 'baseline' }}
      >
        {post.title}
      </Link>
    </Typography>
  );
}

export default function TemplateBlog() {
  const [category, setCategory] = React.useState<Category | null>(null);
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);
  // The post stays set while the dialog closes, so its content does not vanish mid-transition.
  const [openPost, setOpenPost] = React.useState<Post | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const showPost = (post: Post) => {
    setOpenPost(post);
    setDialogOpen(true);
  };
  const closePost = () => setDialogOpen(false);

  const [featured, ...rest] = posts;
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = rest.filter(
    (post) =>
      (!category || post.category === category) &&
      words.every((word) => `${post.title} ${post.excerpt}`.toLowerCase().includes(word)),
  );
  const pageCount = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const shown = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const archive = posts.reduce<Record<string, number>>((months, post) => {
    const [year, month] = post.date.split('-');
    const key = `${monthNames[Number(month) - 1]} ${year}`;
    months[key] = (months[key] ?? 0) + 1;
    return months;
  }, {});

  const chooseCategory = (next: Category | null) => {
    setCategory(next);
    setPage(1);
  };

  return (
    <Box
      id="top"
      sx={{
        minHeight: '100vh',
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
            <Typography
              component="p"
              variant="h6"
              sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, flexGrow: 1 }}
            >
              Understory Journal
            </Typography>
            <Box component="nav" aria-label="Journal" sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <Button color="inherit" href="#latest">
                Latest
              </Button>
              <Button color="inherit" href="#about">
                About
              </Button>
            </Box>
            <ColorModeToggle />
          </Toolbar>
        </Container>
      </AppBar>

      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontWeight: 700,
            fontSize: { xs: '2rem', md: '3rem' },
          }}
        >
          Notes from the trail and the workshop
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 680 }}>
          Routes our members love, repairs you can do at home, and what your co-op is up to.
        </Typography>

        <Card variant="outlined" component="article" sx={{ mb: 5 }}>
          <Grid container>
            <Grid size={{ xs: 12, md: 6 }}>
              <Cover colors={featured.colors} height={260} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CardContent sx={{ p: { xs: 2, md: 4 } }}>
                <Chip size="small" label={`Featured · ${featured.category}`} />
                <PostTitle post={featured} variant="h4" onOpen={() => showPost(featured)} />
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {featured.excerpt}
                </Typography>
                <Byline post={featured} />
              </CardContent>
            </Grid>
          </Grid>
        </Card>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box component="section" id="latest" aria-labelledby="latest-title">
              <Typography
                id="latest-title"
                variant="h5"
                component="h2"
                sx={{ fontWeight: 700, mb: 2 }}
              >
                Latest posts
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
              >
                <Stack
                  direction="row"
                  role="group"
                  aria-label="Filter by category"
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                >
                  {[null, ...categories].map((item) => (
                    <Chip
                      key={item ?? 'all'}
                      label={item ?? 'All'}
                      clickable
                      color={category === item ? 'primary' : 'default'}
                      variant={category === item ? 'filled' : 'outlined'}
                      aria-pressed={category === item}
                      onClick={() => chooseCategory(item)}
                    />
                  ))}
                </Stack>
                <TextField
                  label="Search posts"
                  type="search"
                  size="small"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setPage(1);
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
                  sx={{ minWidth: { sm: 200 } }}
                />
              </Stack>
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {matches.length === 1 ? '1 post' : `${matches.length} posts`}
                {category ? ` in ${category}` : ''}
                {words.length ? ` matching “${query.trim()}”` : ''}
              </Typography>
              {shown.length === 0 ? (
                <Box sx={{ py: 6, textAlign: 'center' }}>
                  <Typography sx={{ mb: 2 }}>No post matches these filters.</Typography>
                  <Button
                    variant="outlined"
                    onClick={() => {
                      chooseCategory(null);
                      setQuery('');
                    }}
                  >
                    Clear the filters
                  </Button>
                </Box>
              ) : (
                <Grid container spacing={3}>
                  {shown.map((post) => (
                    <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
                      <Card variant="outlined" component="article" sx={{ height: '100%' }}>
                        <Cover colors={post.colors} height={120} />
                        <CardContent>
                          <Typography variant="overline" color="text.secondary">
                            {post.category}
                          </Typography>
                          <PostTitle post={post} variant="h6" onOpen={() => showPost(post)} />
                          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                            {post.excerpt}
                          </Typography>
                          <Byline post={post} />
                        </CardContent>
                      </Card>
                    </Grid>
                  ))}
                </Grid>
              )}
              {pageCount > 1 ? (
                <Pagination
                  count={pageCount}
                  page={page}
                  onChange={(_, value) => setPage(value)}
                  sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
                />
              ) : null}
            </Box>
          </Grid>

          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <Card variant="outlined" component="section" id="about" aria-labelledby="about-title">
                <CardContent>
                  <Typography id="about-title" variant="h6" component="h2" gutterBottom>
                    About the journal
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Understory is owned by its 18,000 members. Staff and members write this journal
                    together; if you have a route or a repair to share, tell a shop volunteer.
                  </Typography>
                </CardContent>
              </Card>
              <Card variant="outlined" component="section" aria-labelledby="archive-title">
                <CardContent>
                  <Typography id="archive-title" variant="h6" component="h2">
                    Archive
                  </Typography>
                  <List dense disablePadding>
                    {Object.entries(archive).map(([month, count]) => (
                      <ListItem key={month} disableGutters>
                        <ListItemText
                          primary={month}
                          secondary={count === 1 ? '1 post' : `${count} posts`}
                        />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Container>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              © Understory Co-operative, a fictional organisation made up for this template.
            </Typography>
            <Link href="#top" variant="body2">
              Back to top
            </Link>
          </Stack>
        </Container>
      </Box>

      <Dialog
        open={dialogOpen}
        onClose={closePost}
        aria-labelledby="post-dialog-title"
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        {openPost ? (
          <>
            <DialogTitle id="post-dialog-title" sx={{ pr: 7 }}>
              {openPost.title}
            </DialogTitle>
            <IconButton
              aria-label="Close"
              onClick={closePost}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
            <DialogContent dividers>
              <Box sx={{ mb: 2 }}>
                <Byline post={openPost} />
              </Box>
              <Divider sx={{ mb: 2 }} />
              {openPost.body.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 2 }}>
                  {paragraph}
                </Typography>
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={closePost}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}
