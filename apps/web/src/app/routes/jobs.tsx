import { JOB_STATES, type JobState } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { JobBoard } from '../../features/jobs/components/job-board';
import { MyJobs } from '../../features/jobs/components/my-jobs';
import { useSession } from '../../lib/auth/get-session';
import { JOB_BOARD_SETUP_LINKS } from './job-board-links';
import { TouchLink } from '../../components/links/touch-link';

/**
 * /jobs (spec §2, issue #21): for a client, "My jobs", their jobs by state (`?state=open`); for a
 * worker, the job board, the open jobs that match them with filters and a sort.
 */
export function Component() {
  const { user } = useSession();
  const isClient = user?.user_type === 'client';
  const title = isClient ? 'My jobs' : 'Jobs for you';
  useDocumentTitle(title);
  const [params] = useSearchParams();
  if (!user) return null;
  const asked = params.get('state');
  const state = (JOB_STATES as readonly string[]).includes(asked ?? '') ? (asked as JobState) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{title}</Typography>
      {isClient ? (
        <>
          <TouchLink to="/requests" sx={{ alignSelf: 'flex-start' }}>
            Your requests to workers
          </TouchLink>
          <MyJobs state={state} />
        </>
      ) : (
        <>
          <TouchLink to="/applications" sx={{ alignSelf: 'flex-start' }}>
            Your applications
          </TouchLink>
          <JobBoard setupLinks={JOB_BOARD_SETUP_LINKS} />
        </>
      )}
    </Box>
  );
}
