import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { applyUpdate } from '../../../lib/pwa/service-worker-registration';
import { setPwaState, usePwaState } from '../../../lib/pwa/pwa-store';

/** Spec §4: "A new version is available", with "Update" and "Later"; it never closes by itself. */
export function UpdateBanner() {
  const { updating } = usePwaState();
  return (
    <Paper
      elevation={3}
      data-testid="update-banner"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Typography component="p" sx={{ fontWeight: 700, flex: { xs: '1 1 100%', sm: '1 1 12rem' } }}>
        A new version is available
      </Typography>
      <Button
        variant="contained"
        size="small"
        disabled={updating}
        onClick={() => void applyUpdate()}
        startIcon={updating ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      >
        {updating ? 'Updating…' : 'Update'}
      </Button>
      <Button
        variant="text"
        size="small"
        disabled={updating}
        onClick={() => setPwaState({ updateAvailable: false })}
      >
        Later
      </Button>
    </Paper>
  );
}
