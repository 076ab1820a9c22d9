import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FLOATING_BOTTOM } from '../../../components/layout/floating-bottom';
import { usePwaState } from '../../../lib/pwa/pwa-store';
import { startPwa } from '../../../lib/pwa/start-pwa';
import { useClearCachesOnSignOut } from '../hooks/use-clear-caches-on-sign-out';
import { useDebugPanelShortcut } from '../hooks/use-debug-panel-shortcut';
import { useKeepPageClearOf } from '../hooks/use-keep-page-clear-of';
import { useReloadOnNavigation } from '../hooks/use-reload-on-navigation';
import { DebugPanel } from './debug-panel';
import { InstallOffer } from './install-offer';
import { OfflineCard } from './offline-card';
import { UpdateBanner } from './update-banner';

/** Issue #3: the install offer lives in the account area (decision 009). */
const INSTALL_OFFER_PATHS = new Set(['/account']);

/**
 * The PWA parts of the app shell, loaded after the first page has rendered (app/pwa-overlays-when-idle.tsx). The
 * two live regions are always in the page, so a card that appears in them is announced.
 */
export default function PwaOverlays() {
  const { offline, updateAvailable } = usePwaState();
  const [debugOpen, setDebugOpen] = useDebugPanelShortcut();
  const { pathname } = useLocation();
  useReloadOnNavigation();
  useClearCachesOnSignOut();
  const stack = useRef<HTMLDivElement>(null);
  useKeepPageClearOf(stack);
  useEffect(() => startPwa(), []);

  return (
    <>
      <Box
        ref={stack}
        data-testid="pwa-overlays"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: FLOATING_BOTTOM,
          mx: 'auto',
          px: 2,
          maxWidth: 480,
          zIndex: (theme) => theme.zIndex.snackbar - 1,
          display: 'flex',
          flexDirection: 'column',
          // The empty area around the cards lets clicks through to the page; an empty region takes no room.
          pointerEvents: 'none',
          '& > * > *': { pointerEvents: 'auto', mt: 1 },
        }}
      >
        <div role="status" aria-live="polite">
          {updateAvailable ? <UpdateBanner /> : null}
        </div>
        <div role="status" aria-live="polite">
          {offline ? <OfflineCard /> : null}
        </div>
        {INSTALL_OFFER_PATHS.has(pathname) ? (
          <div>
            <InstallOffer />
          </div>
        ) : null}
      </Box>
      {debugOpen ? <DebugPanel onClose={() => setDebugOpen(false)} /> : null}
    </>
  );
}
