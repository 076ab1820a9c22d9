import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { checkLatestBuild } from '../../../lib/pwa/build-polling';
import { CURRENT_BUILD_ID } from '../../../lib/pwa/build-version';
import { getPwaState, setPwaState, usePwaState } from '../../../lib/pwa/pwa-store';
import { checkForServiceWorkerUpdate } from '../../../lib/pwa/service-worker-registration';
import { startPwa } from '../../../lib/pwa/start-pwa';
import { clearUserCaches } from '../../../lib/pwa/user-caches';
import { InstallAppButton } from './install-app-button';
import { PwaDiagnosticsList } from './pwa-diagnostics-list';

/**
 * /pwa-demo, /pwa-test and /test-pwa (spec §2): what this browser supports, and the controls to try
 * each PWA behaviour by hand. No login needed; nothing here is personal.
 */
export function PwaStatusPage({ title }: { title: string }) {
  const { offline, updateAvailable, reloadOnNavigation } = usePwaState();
  const [message, setMessage] = useState('');
  useEffect(() => startPwa(), []);

  const checkForUpdate = async () => {
    setMessage('Checking for a new version…');
    await Promise.all([checkLatestBuild(true), checkForServiceWorkerUpdate()]);
    setMessage(
      getPwaState().reloadOnNavigation
        ? 'A new version is available.'
        : 'You have the newest version (or it is still downloading).',
    );
  };
  const clearCaches = async () => {
    await clearUserCaches();
    setMessage('Offline copies of your data were removed from this device.');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography>
        Alongside can be installed like an app and keeps working on a weak or missing connection. This page
        shows what your browser supports and lets you try each part.
      </Typography>

      <Box component="section" aria-labelledby="pwa-state-heading">
        <Typography id="pwa-state-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          This browser
        </Typography>
        <PwaDiagnosticsList />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Version: {CURRENT_BUILD_ID}. Offline card: {offline ? 'showing' : 'hidden'}. Update banner:{' '}
          {updateAvailable ? 'showing' : 'hidden'}
          {reloadOnNavigation ? '; the next page you open loads the new version' : ''}.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="pwa-controls-heading">
        <Typography id="pwa-controls-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Try it
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={() => void checkForUpdate()}>
            Check for update
          </Button>
          <Button variant="outlined" onClick={() => void clearCaches()}>
            Clear offline data
          </Button>
          <Button variant="outlined" onClick={() => setPwaState({ offline: !offline })}>
            {offline ? 'Hide the offline card' : 'Show the offline card'}
          </Button>
          <InstallAppButton />
        </Box>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
          {message}
        </Typography>
      </Box>
    </Box>
  );
}
