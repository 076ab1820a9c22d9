import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  canOfferInstall,
  isInstallDismissed,
  promptInstall,
  rememberInstallDismissed,
} from '../../../lib/pwa/install-prompt';
import { usePwaState } from '../../../lib/pwa/pwa-store';

/**
 * The install offer on the account hub (/account), as issue #3 item 2 asks.
 * "Not now" counts as cancelling: it is not offered again on this device (spec §4).
 */
export function InstallOffer() {
  const { installPromptAvailable } = usePwaState();
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  if (!canOfferInstall(installPromptAvailable, dismissed)) return null;
  const install = async () => {
    if ((await promptInstall()) === 'dismissed') setDismissed(true);
  };
  const notNow = () => {
    rememberInstallDismissed();
    setDismissed(true);
  };
  return (
    <Paper
      elevation={3}
      data-testid="install-offer"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Typography component="p" variant="body2" sx={{ flex: '1 1 12rem' }}>
        Add Alongside to your home screen. It opens like an app and works without a connection.
      </Typography>
      <Button variant="contained" size="small" onClick={() => void install()}>
        Install the app
      </Button>
      <Button variant="text" size="small" onClick={notNow}>
        Not now
      </Button>
    </Paper>
  );
}
