import { JOB_STATES, type JobState } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import {
  POSTING_IS_FOR_CLIENTS_TITLE,
  PostingIsForClients,
} from '../../features/jobs/components/jobs-for-clients';
import { MyJobs } from '../../features/jobs/components/my-jobs';
import { useSession } from '../../lib/auth/get-session';

const TITLE = 'My jobs';

/** /jobs (spec §2, issue #21): for a client, "My jobs": their jobs by state (`?state=open`). */
export function Component() {
  const { user } = useSession();
  const isClient = user?.user_type === 'client';
  useDocumentTitle(isClient ? TITLE : POSTING_IS_FOR_CLIENTS_TITLE);
  const [params] = useSearchParams();
  if (!user) return null;
  if (!isClient) return <PostingIsForClients />;
  const asked = params.get('state');
  const state = (JOB_STATES as readonly string[]).includes(asked ?? '') ? (asked as JobState) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      <MyJobs state={state} />
    </Box>
  );
}
