import { REQUEST_STATES, type RequestState } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { REQUESTS_QUERY_KEY } from '../../features/jobs/api/requests';
import { AllowanceUsedNotice } from '../../features/jobs/components/allowance-notice';
import { RequestList } from '../../features/jobs/components/request-list';
import { useWorkAllowance } from '../../features/subscription/api/get-subscription';
import { PushOfferAfter } from '../../features/notifications/components/lazy-push-offer';
import { useSession } from '../../lib/auth/get-session';
import { TouchLink } from '../../components/links/touch-link';

/**
 * /requests (spec §2, issue #21): a worker's requests received, a client's requests sent, by state
 * (`?state=pending`).
 */
export function Component() {
  const { user } = useSession();
  const isClient = user?.user_type === 'client';
  const title = isClient ? 'Your requests' : 'Requests';
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const allowance = useWorkAllowance(user?.user_type === 'worker' && !user.role);
  if (!user) return null;
  const asked = params.get('state');
  const state = (REQUEST_STATES as readonly string[]).includes(asked ?? '') ? (asked as RequestState) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{title}</Typography>
      {isClient ? (
        // After sending a request (decision 040): the answer may come while the person is away.
        <PushOfferAfter mutationKey={[...REQUESTS_QUERY_KEY, 'send']} when="a worker answers your request" />
      ) : null}
      {isClient ? (
        <TouchLink to="/search" sx={{ alignSelf: 'flex-start' }}>
          Find a worker to ask
        </TouchLink>
      ) : null}
      {allowance?.left === 0 ? <AllowanceUsedNotice /> : null}
      <RequestList state={state} sentBy={isClient ? 'client' : 'worker'} />
    </Box>
  );
}
