import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

export default function TooltipCustom() {
  return (
    <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center' }}>
      <Typography variant="body2">Billing cycle</Typography>
      <Tooltip
        placement="right"
        title={
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="span">
              Billing cycle
            </Typography>
            <Typography variant="body2" component="span">
              You are charged on the first day of each cycle. Changes apply from the next one.
            </Typography>
          </Stack>
        }
        slotProps={{
          tooltip: {
            sx: (theme) => ({
              maxWidth: 260,
              p: 1.5,
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: theme.shadows[4],
            }),
          },
        }}
      >
        <IconButton size="small" aria-label="About the billing cycle">
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
