import type { SupportRequest } from '@alongside/contract';
import { formatLongDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TouchLink } from '../../../components/links/touch-link';

/**
 * Instead of the request form, when the client's request to this worker still waits: one request
 * waits per worker at a time, so a second is said up front, with when the first runs out.
 */
export function AlreadyAsked({
  name,
  request,
}: {
  name: string;
  request: Pick<SupportRequest, 'sent_at' | 'expires_at'>;
}) {
  const id = useId();
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 600 }}>
        You have already asked {name}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Your request of {formatLongDate(request.sent_at)} waits for {name}’s answer until{' '}
        {formatLongDate(request.expires_at)}. You can cancel it from your requests and send a new one.
      </Typography>
      <TouchLink to="/requests" sx={{ fontWeight: 600 }}>
        See your requests
      </TouchLink>
    </Alert>
  );
}
