import { PROFILE_CHECKLIST_LABELS, applyRequirementsMissing } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { JOBS_QUERY_KEY, useJob } from '../../features/jobs/api/get-jobs';
import { PushOfferAfter } from '../../features/notifications/components/lazy-push-offer';
import { BoardJobView } from '../../features/jobs/components/board-job-view';
import { ApplyForm } from '../../features/jobs/components/apply-form';
import { JobOwnerView } from '../../features/jobs/components/job-owner-view';
import { checklistInput } from '../../features/profile-hub/profile-links';
import { useWorkAllowance } from '../../features/subscription/api/get-subscription';
import { useSession } from '../../lib/auth/get-session';
import { CHECKLIST_PATHS } from '../profile-checklist-paths';
import { jobTitle } from '../../features/jobs/job-texts';

/**
 * /jobs/:id (issue #21): a client's own job and what they can do with it; for a worker, an open job,
 * why it suits them or what they do not meet, and how to apply, or a job they applied to that is no
 * longer open, in its state (and its street once they are hired). The API says which (`view`).
 */
export function Component() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const { user } = useSession();
  const isWorker = user?.user_type === 'worker' && !user.role;
  const allowance = useWorkAllowance(isWorker);
  const requirements =
    isWorker && user
      ? applyRequirementsMissing(checklistInput(user)).map((item) => ({
          label: PROFILE_CHECKLIST_LABELS[item],
          to: CHECKLIST_PATHS.worker[item],
        }))
      : [];
  useDocumentTitle(job.data ? jobTitle(job.data) : 'Job');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={job} what="the job">
        {(found) => (
          <>
            <Typography variant="h1">{jobTitle(found)}</Typography>
            {found.view === 'owner' ? (
              <JobOwnerView job={found} />
            ) : (
              <>
                <BoardJobView job={found} />
                <ApplyForm job={found} requirements={requirements} allowance={allowance} />
                {/* After applying (decision 040): an offer may come while the person is away. */}
                <PushOfferAfter
                  mutationKey={[...JOBS_QUERY_KEY, 'applications', 'apply']}
                  when="a client makes you an offer"
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
