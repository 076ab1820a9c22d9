import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PwaDiagnosticsList } from './pwa-diagnostics-list';

/**
 * The hidden debug panel (spec §2), opened with Ctrl+Shift+D. Not modal: the page stays usable; focus
 * moves into the panel when it opens, Escape or "Close" hides it.
 */
export function DebugPanel({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <Paper
      component="aside"
      ref={panel}
      tabIndex={-1}
      aria-labelledby="pwa-debug-panel-title"
      data-testid="pwa-debug-panel"
      elevation={6}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 'modal',
        width: 'min(24rem, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Typography id="pwa-debug-panel-title" component="h2" variant="h6">
        PWA debug panel
      </Typography>
      <PwaDiagnosticsList />
      <Button variant="outlined" size="small" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
        Close
      </Button>
    </Paper>
  );
}
