import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TypographySemantics() {
  return (
    <Paper variant="outlined" sx={{ height: 176, p: 2, maxWidth: 480 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Release notes
      </Typography>
      {/* Looks like an h5, is an h3 in the document outline. */}
      <Typography variant="h5" component="h3" gutterBottom>
        Version 4.2
      </Typography>
      <Typography variant="body2" component="p">
        Faster search, a new export format and{' '}
        <Typography component="strong" variant="inherit" sx={{ fontWeight: 'fontWeightBold' }}>
          two breaking changes
        </Typography>{' '}
        in the settings file.
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        Published 17 April 2026
      </Typography>
    </Paper>
  );
}
