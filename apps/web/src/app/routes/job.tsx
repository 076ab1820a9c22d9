import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useBoardJob } from '../../features/jobs/api/get-job-board';
import { useJob } from '../../features/jobs/api/get-jobs';
import { BoardJobView } from '../../features/jobs/components/board-job-view';
import { JobOwnerView } from '../../features/jobs/components/job-owner-view';
import { jobTitle } from '../../features/jobs/job-texts';
import { useSession } from '../../lib/auth/get-session';

/** /jobs/:id (issue #21): a client's own job and what they can do with it; for a worker, an open job. */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return user.user_type === 'worker' ? <WorkerJob /> : <OwnJob />;
}

function OwnJob() {
  const { id = '' } = useParams();
  const job = useJob(id);
  useDocumentTitle(job.data ? jobTitle(job.data) : 'Job');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={job} what="the job">
        {(found) => (
          <>
            <Typography variant="h1">{jobTitle(found)}</Typography>
            <JobOwnerView job={found} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

function WorkerJob() {
  const { id = '' } = useParams();
  const job = useBoardJob(id);
  useDocumentTitle(job.data?.title ?? 'Job');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={job} what="the job">
        {(found) => (
          <>
            <Typography variant="h1">{found.title}</Typography>
            <BoardJobView job={found} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
