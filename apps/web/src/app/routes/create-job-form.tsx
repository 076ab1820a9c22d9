import { JOB_FORM_STEPS, type JobFormStep } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { addressChoice } from '../../features/addresses/address-choice';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { useOwnJob } from '../../features/jobs/api/get-jobs';
import { JobForm, type JobPlaceChoice } from '../../features/jobs/components/job-form';
import {
  POSTING_IS_FOR_CLIENTS_TITLE,
  PostingIsForClients,
} from '../../features/jobs/components/jobs-for-clients';
import { useSession } from '../../lib/auth/get-session';
import { TouchLink } from '../../components/links/touch-link';

const TITLE = 'Post a job';

/**
 * /createJobForm (spec §2, issue #21): the job form in steps. `?job=…&step=…` resumes a draft (or
 * changes a published job) at a step; without a step, where the client left off.
 */
export function Component() {
  const { user } = useSession();
  const isClient = user?.user_type === 'client';
  useDocumentTitle(isClient ? TITLE : POSTING_IS_FOR_CLIENTS_TITLE);
  const [params] = useSearchParams();
  const id = params.get('job');
  const job = useOwnJob(isClient ? id : null);
  const addresses = useAddresses();
  if (!user) return null;
  if (!isClient) return <PostingIsForClients />;

  const places: JobPlaceChoice[] = (addresses.data ?? []).map(addressChoice);
  const addPlaceLink = (
    <TouchLink to="/addresses/manage" sx={{ alignSelf: 'flex-start' }}>
      Add an address
    </TouchLink>
  );
  const asked = params.get('step');
  const stepOf = (fallback: JobFormStep): JobFormStep =>
    (JOB_FORM_STEPS as readonly string[]).includes(asked ?? '') ? (asked as JobFormStep) : fallback;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      {id === null ? (
        <JobForm job={null} step="support" places={places} addPlaceLink={addPlaceLink} />
      ) : (
        <QueryState query={job} what="your job">
          {(found) => (
            <JobForm
              key={found.id}
              job={found}
              step={stepOf(found.draft_step)}
              places={places}
              addPlaceLink={addPlaceLink}
            />
          )}
        </QueryState>
      )}
    </Box>
  );
}
