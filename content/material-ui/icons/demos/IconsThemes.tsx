import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import AlarmIcon from '@mui/icons-material/Alarm';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import AlarmTwoToneIcon from '@mui/icons-material/AlarmTwoTone';
import AlarmSharpIcon from '@mui/icons-material/AlarmSharp';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderTwoToneIcon from '@mui/icons-material/FolderTwoTone';
import FolderSharpIcon from '@mui/icons-material/FolderSharp';
import WarningIcon from '@mui/icons-material/Warning';
import WarningOutlinedIcon from '@mui/icons-material/WarningOutlined';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import WarningTwoToneIcon from '@mui/icons-material/WarningTwoTone';
import WarningSharpIcon from '@mui/icons-material/WarningSharp';

const themes = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'];

const rows: [string, (typeof SvgIcon)[]][] = [
  ['Alarm', [AlarmIcon, AlarmOutlinedIcon, AlarmRoundedIcon, AlarmTwoToneIcon, AlarmSharpIcon]],
  [
    'Folder',
    [FolderIcon, FolderOutlinedIcon, FolderRoundedIcon, FolderTwoToneIcon, FolderSharpIcon],
  ],
  [
    'Warning',
    [WarningIcon, WarningOutlinedIcon, WarningRoundedIcon, WarningTwoToneIcon, WarningSharpIcon],
  ],
];

const cell = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

export default function IconsThemes() {
  return (
    <Box
      sx={{
        height: 176,
        display: 'grid',
        gridTemplateColumns: '80px repeat(5, minmax(56px, 1fr))',
        gridAutoRows: 44,
      }}
    >
      <span />
      {themes.map((theme) => (
        <Typography key={theme} variant="caption" sx={{ ...cell, color: 'text.secondary' }}>
          {theme}
        </Typography>
      ))}
      {rows.map(([name, variants]) => [
        <Typography key={name} variant="body2" sx={{ display: 'flex', alignItems: 'center' }}>
          {name}
        </Typography>,
        ...variants.map((Icon, index) => (
          <Box key={`${name}-${themes[index]}`} sx={cell}>
            <Icon titleAccess={`${name}, ${themes[index]}`} />
          </Box>
        )),
      ])}
    </Box>
  );
}
