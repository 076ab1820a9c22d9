import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BoardIsForWorkers } from '../../features/jobs/components/jobs-for-clients';
import { MyApplications } from '../../features/jobs/components/my-applications';
import { useSession } from '../../lib/auth/get-session';

/** /applications (issue #21): a worker's applications and where each stands; offers are answered here. */
export function Component() {
  const { user } = useSession();
  const isWorker = user?.user_type === 'worker';
  useDocumentTitle('Your applications');
  if (!user) return null;
  if (!isWorker) return <BoardIsForWorkers />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Your applications</Typography>
      <MyApplications />
    </Box>
  );
}
