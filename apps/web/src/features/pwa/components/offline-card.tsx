import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { tryConnectionAgain } from '../../../lib/pwa/connectivity';
import { PRODUCT_KIND } from './pwa-texts';

/** Spec §4, §8: the offline card. It sits over the page's corner and blocks nothing. */
export function OfflineCard() {
  const [checking, setChecking] = useState(false);
  const retry = async () => {
    setChecking(true);
    try {
      await tryConnectionAgain();
    } finally {
      setChecking(false);
    }
  };
  return (
    <Paper
      elevation={3}
      data-testid="offline-card"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        You&apos;re Offline
      </Typography>
      <Typography component="p" variant="body2">
        Don&apos;t worry! You can still use most features of the {PRODUCT_KIND} while offline.
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void retry()} disabled={checking}>
        {checking ? 'Checking…' : 'Try Again'}
      </Button>
    </Paper>
  );
}
