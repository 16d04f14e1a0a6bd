import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import FavoriteIcon from '@mui/icons-material/Favorite';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import CheckIcon from '@mui/icons-material/Check';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PersonIcon from '@mui/icons-material/Person';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityIcon from '@mui/icons-material/Visibility';
import StarIcon from '@mui/icons-material/Star';
import InfoIcon from '@mui/icons-material/Info';

const icons: [string, typeof SvgIcon][] = [
  ['Home', HomeIcon],
  ['Search', SearchIcon],
  ['Settings', SettingsIcon],
  ['Favorite', FavoriteIcon],
  ['Delete', DeleteIcon],
  ['Add', AddIcon],
  ['Edit', EditIcon],
  ['Menu', MenuIcon],
  ['Close', CloseIcon],
  ['Check', CheckIcon],
  ['ArrowBack', ArrowBackIcon],
  ['ArrowForward', ArrowForwardIcon],
  ['Person', PersonIcon],
  ['Mail', MailIcon],
  ['Notifications', NotificationsIcon],
  ['ShoppingCart', ShoppingCartIcon],
  ['CalendarMonth', CalendarMonthIcon],
  ['CloudUpload', CloudUploadIcon],
  ['Download', DownloadIcon],
  ['Share', ShareIcon],
  ['Lock', LockIcon],
  ['Visibility', VisibilityIcon],
  ['Star', StarIcon],
  ['Info', InfoIcon],
];

export default function IconsGrid() {
  return (
    <Box
      component="ul"
      aria-label="Sample icons"
      tabIndex={0}
      sx={{
        height: 336,
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
        gridAutoRows: 80,
        gap: 0.5,
        overflow: 'auto',
      }}
    >
      {icons.map(([name, Icon]) => (
        <Box
          component="li"
          key={name}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Icon />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
