import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { readAuthOptions, writeAuthOptions } from '../../../lib/auth/auth-options';
import { useSubscription } from '../api/get-subscription';
import { TouchLink } from '../../../components/links/touch-link';

/**
 * A worker's home, once: the plans offered to a worker who never had one (issue #23). "Not now"
 * keeps it away for 30 days (`skipSubscription` in the auth-options cookie, spec §3).
 */
export function PlanOfferCard() {
  const [skipped, setSkipped] = useState(() => readAuthOptions().skipSubscription);
  const subscription = useSubscription();
  const id = useId();
  if (skipped || !subscription.data || subscription.data.data !== null) return null;
  const { trial_available: trial, allowance } = subscription.data.meta;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id={id} variant="h2">
          No commission, ever
        </Typography>
        <Typography>
          Keep all you earn: pay a flat fee instead of a cut.
          {trial ? ' Your first 14 days are free.' : ''} Without a plan you can apply or accept a request{' '}
          {allowance.limit} times a month.
        </Typography>
        <TouchLink to="/subscription" sx={{ fontWeight: 600 }}>
          See the plans
        </TouchLink>
        <Button
          variant="text"
          onClick={() => {
            writeAuthOptions({ skipSubscription: true });
            setSkipped(true);
          }}
        >
          Not now
        </Button>
      </CardContent>
    </Card>
  );
}
