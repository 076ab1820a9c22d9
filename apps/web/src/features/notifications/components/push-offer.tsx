import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { devicePush, mayOfferPush, rememberNotNow, turnOnThisDevice } from '../push/this-device';

/**
 * The small offer shown after a relevant action (decision 040): "Get a notification on this device
 * when …? [Turn on] [Not now]". The browser's own permission question comes only after "Turn on".
 * `force`: shown whatever was answered before (the person turned a push switch on in the settings).
 */
export default function PushOffer({
  when,
  force = false,
  onDone,
}: {
  when: string;
  force?: boolean;
  onDone?: (outcome: 'on' | 'not-now' | 'failed') => void;
}) {
  const [state, setState] = useState<
    'checking' | 'asking' | 'working' | 'on' | 'failed' | 'blocked' | 'hidden'
  >('checking');
  const titleId = useId();

  useEffect(() => {
    let live = true;
    // From the settings: offered unless this device is on already; a blocked one is told how to undo it.
    const check = force
      ? devicePush().then((now) => (now === 'off' ? 'asking' : now === 'blocked' ? 'blocked' : 'hidden'))
      : mayOfferPush().then((may) => (may ? 'asking' : 'hidden'));
    void check.then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [force]);

  if (state === 'checking' || state === 'hidden') return null;

  const turnOn = async () => {
    setState('working');
    const outcome = await turnOnThisDevice().catch(() => 'failed' as const);
    setState(outcome === 'on' ? 'on' : 'failed');
    onDone?.(outcome === 'on' ? 'on' : 'failed');
  };
  const notNow = () => {
    rememberNotNow();
    setState('hidden');
    onDone?.('not-now');
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {/* A card title's size at the page's second level: the offer is a side note to the page, and on
          a phone a large heading would push the page's own content away (decision 040). */}
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        Get a notification on this device when {when}?
      </Typography>
      {state === 'blocked' ? (
        <Typography role="status">
          Notifications are blocked for this site in this browser. Allow them in the browser’s site settings,
          then turn this on again.
        </Typography>
      ) : state === 'on' ? (
        <Typography role="status">Done: this device will tell you.</Typography>
      ) : state === 'failed' ? (
        <Typography role="status">
          This device could not be set up for notifications. Check that this browser allows notifications for
          this site, then try again from your notification settings.
        </Typography>
      ) : (
        <>
          {/* On the settings page (`force`) the person is where this is changed already. */}
          {force ? null : (
            <Typography variant="body2" color="text.secondary">
              You can turn it off any time in your notification settings.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" sx={{ minHeight: 44 }} loading={state === 'working'} onClick={turnOn}>
              Turn on
            </Button>
            <Button variant="text" sx={{ minHeight: 44 }} disabled={state === 'working'} onClick={notNow}>
              Not now
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
