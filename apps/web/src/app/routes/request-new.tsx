import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { addressChoice } from '../../features/addresses/address-choice';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { useMyJobs } from '../../features/jobs/api/get-jobs';
import { useRequests } from '../../features/jobs/api/requests';
import { AlreadyAsked } from '../../features/jobs/components/already-asked';
import { RequestForm } from '../../features/jobs/components/request-form';
import { jobTitle } from '../../features/jobs/job-texts';
import { useWorkerProfile } from '../../features/workers/api/get-workers';
import { SearchIsForClients } from '../../features/workers/components/workers-for-clients';
import { useSession } from '../../lib/auth/get-session';
import { TouchLink } from '../../components/links/touch-link';

/**
 * /requests/new?worker={id} (issue #21 item 5): a client asks one worker for support, or invites
 * them to one of their open jobs; reached by "Request support" on a profile or a search result.
 */
export function Component() {
  const { user } = useSession();
  useDocumentTitle('Request support');
  if (!user) return null;
  if (user.user_type !== 'client') return <SearchIsForClients />;
  return <NewRequest />;
}

function NewRequest() {
  const [params] = useSearchParams();
  const worker = useWorkerProfile(params.get('worker') ?? '');
  const addresses = useAddresses();
  const openJobs = useMyJobs({ 'filter[state]': 'open', limit: '50' });
  // A client has one request waiting per worker (the API answers a second with 409): one that waits
  // already is said before the form, not after it is filled in.
  const waiting = useRequests({ 'filter[state]': 'pending', limit: '50' });
  const places = (addresses.data ?? []).map(addressChoice);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={worker} what="the worker">
        {(found) => {
          const asked = waiting.data?.data.find((request) => request.worker.id === found.id);
          if (waiting.isPending) return null;
          if (asked) {
            return (
              <>
                <Typography variant="h1">Ask {found.first_name}</Typography>
                <AlreadyAsked name={found.first_name} request={asked} />
              </>
            );
          }
          return (
            <>
              <Typography variant="h1">Ask {found.first_name}</Typography>
              <Typography>
                {found.first_name} has 7 days to answer. You will hear from us either way.
              </Typography>
              <RequestForm
                worker={found}
                places={places}
                openJobs={(openJobs.data?.data ?? []).map((job) => ({ id: job.id, title: jobTitle(job) }))}
                addPlaceLink={
                  <TouchLink to="/addresses/manage" sx={{ alignSelf: 'flex-start' }}>
                    Add an address
                  </TouchLink>
                }
              />
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
