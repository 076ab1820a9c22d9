import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { canOfferInstall, isInstallDismissed, promptInstall } from '../../../lib/pwa/install-prompt';
import { usePwaState } from '../../../lib/pwa/pwa-store';

/** "Install the app": shown only while the browser's offer is kept and nobody turned it down here (spec §4). */
export function InstallAppButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { installPromptAvailable } = usePwaState();
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  if (!canOfferInstall(installPromptAvailable, dismissed)) return null;
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'dismissed') setDismissed(true);
  };
  return (
    <Button variant="contained" {...props} onClick={() => void install()}>
      Install the app
    </Button>
  );
}
