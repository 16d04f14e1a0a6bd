import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ height: 352 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      <Card variant="outlined" sx={{ width: 320 }} aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                HK
              </Avatar>
            )
          }
          title={loading ? <Skeleton width="60%" /> : 'Hana Kobayashi'}
          subheader={loading ? <Skeleton width="40%" /> : 'Posted 17 April 2026'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={120} />
        ) : (
          <Box
            role="img"
            aria-label="Abstract sunset gradient"
            sx={{
              height: 120,
              background: 'linear-gradient(135deg, #ff9a56 0%, #ff6a88 50%, #6a5acd 100%)',
            }}
          />
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="80%" />
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              A quiet evening by the harbour. The light changed every few minutes, so I kept
              shooting until dark.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
